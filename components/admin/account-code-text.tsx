import { Fragment } from "react";

/**
 * A ledger account's code ("system:cashback_expense") that may wrap only after a ":" or "_", never
 * mid-word. Its cell takes `styles.accountCode`: the column is then never narrower than the code's
 * longest part (overflow-wrap: anywhere let the table squeeze it to "…_expe / nse").
 */
export function AccountCodeText({ code }: { code: string }) {
  return code.split(/(?<=[:_])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
