import { openFromConfig } from "../cli/open-from-config";

/**
 * `npm run db:migrate`: applies the pending migrations to the configured database and exits (0 when
 * done, 1 on a failed migration, 2 on a bad setting). A release step, run before new API instances
 * start; the API also migrates at start (the embedded PGlite needs it), under the same lock.
 */
async function main() {
  const { database } = await openFromConfig({ configErrorExitCode: 2 });
  await database.close();
  console.log(`migrations applied (${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
