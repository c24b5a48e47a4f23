import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { openFromConfig } from "../cli/open-from-config";
import { createOrPromoteAdmin } from "./create-admin";

const USAGE =
  "Usage: npm run admin:create -- --email admin@example.com --password 'a-strong-password' [--name 'Ada Obi']";

/** `npm run admin:create`: creates (or promotes) a verified admin in the configured database. */
async function main() {
  let args;
  try {
    args = parseArgs({
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (!args.email || !args.password) {
    console.error(USAGE);
    process.exit(2);
  }
  const { database } = await openFromConfig({ configErrorExitCode: 2 });
  try {
    const { userId, created } = await createOrPromoteAdmin(
      database.db,
      { email: args.email, password: args.password, name: args.name },
      new Date(),
    );
    console.log(`${created ? "Created" : "Promoted"} admin ${args.email.trim().toLowerCase()} (${userId}).`);
  } catch (err) {
    if (err instanceof ZodError) {
      for (const issue of err.issues) console.error(`${issue.path.join(".") || "input"}: ${issue.message}`);
      process.exitCode = 2;
      return;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
