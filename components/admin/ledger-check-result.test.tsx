import { renderToStaticMarkup } from "react-dom/server";
import { LedgerCheckResult } from "./ledger-check-result";

test("a difference names its account by a code that wraps only after ':' or '_', never mid-word", () => {
  const html = renderToStaticMarkup(
    <LedgerCheckResult
      report={{
        ok: false,
        accounts: 3,
        journals: 2,
        balanceMismatches: [{ accountId: "a", code: "system:cashback_expense", balanceKobo: 100, entriesSumKobo: 0 }],
        unbalancedJournals: [],
        negativeAccounts: [{ accountId: "b", code: "system:bills_payable", balanceKobo: -5 }],
      }}
    />,
  );
  expect(html).toContain("Balance mismatch on system:<wbr/>cashback_<wbr/>expense: stored");
  expect(html).toContain("Negative balance on system:<wbr/>bills_<wbr/>payable:");
});
