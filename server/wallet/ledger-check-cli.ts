import { openFromConfig } from "../cli/open-from-config";
import { checkLedger, formatLedgerReport } from "./ledger-check";

/** `npm run ledger:check`: exit 0 when every balance and journal agrees with the entries, else 1. */
async function main() {
  const { database } = await openFromConfig({ configErrorExitCode: 2 });
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
