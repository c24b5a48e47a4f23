import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createOrPromoteAdmin } from "./create-admin";

const USAGE = "Usage: npm run admin:create -- --email admin@example.com --password 'a-strong-password' [--name 'Ada Obi']";

/** `npm run admin:create`: creates (or promotes) a verified admin in the configured database. */
async function main() {
  let args;
  try {
    args = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } } }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (!args.email || !args.password) {
    console.error(USAGE);
    process.exit(2);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    const { userId, created } = await createOrPromoteAdmin(database.db, { email: args.email, password: args.password, name: args.name }, new Date());
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
