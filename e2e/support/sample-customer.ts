import { expect, type APIRequestContext } from "@playwright/test";
import { invoiceSavedResponse } from "../../lib/contracts/merchant";
import { API_URL } from "./accounts";
import { customerWithAccount, fundByApi } from "./wallet";

/**
 * A customer whose pages have something in them, with long names (the widths and screenshots
 * checks): a reserved account, two credits in the history and one pending invoice.
 */
export async function customerWithData(request: APIRequestContext) {
  const c = await customerWithAccount(request, { name: "Oluwaseun Adebayo-Williams" });
  await fundByApi(request, c.token, [5000, 27500.5], 2);
  const res = await request.post(`${API_URL}/api/invoices`, {
    headers: { Authorization: `Bearer ${c.token}` },
    data: {
      amount: 27500.5,
      description: "Printing of 500 business cards and 200 flyers for the launch, with delivery to Ikeja",
      customer_email: "adaeze.okonkwo-international@example.com",
      customer_name: "Adaeze Okonkwo-International Trading Company Limited",
      expiry_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...c, invoiceReference: invoiceSavedResponse.parse(await res.json()).data.invoice_reference };
}
