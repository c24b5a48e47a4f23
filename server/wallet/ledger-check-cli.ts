import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { checkLedger, formatLedgerReport } from "./ledger-check";

/** `npm run ledger:check`: exit 0 when every balance and journal agrees with the entries, else 1. */
async function main() {
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
    const report = await checkLedger(database.db);
    for (const line of formatLedgerReport(report)) console.log(line);
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
