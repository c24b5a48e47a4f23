import { expect, type APIRequestContext } from "@playwright/test";
import { disputeResponse } from "../../lib/contracts/claims";
import { purchaseResponse } from "../../lib/contracts/purchases";
import { SANDBOX } from "./purchases";
import { API_URL, uniqueEmail } from "./accounts";
import { createInvoiceByApi } from "./invoices";
import { customerWithAccount, fundByApi } from "./wallet";

/** A name with one long word, within the KYC form's 100 characters, and a ~75-character email. */
const LONG_NAME = "Oluwadamilarechukwuemekaifeanyichukwu Adebayo-Williams";
const LONG_EMAIL_TAG = "oluwadamilarechukwuemeka.adebayo-williams";

/**
 * A customer whose pages have something in them, with long names (the widths and screenshots
 * checks): a reserved account, two credits in the history and one pending invoice.
 */
export async function customerWithData(request: APIRequestContext) {
  // A long name and email, as the forms accept them: the pages must wrap them, never widen.
  const c = await customerWithAccount(request, { name: LONG_NAME, email: uniqueEmail(LONG_EMAIL_TAG) });
  await fundByApi(request, c.token, [5000, 27500.5], 2);
  const invoice = await createInvoiceByApi(request, c.token, {
    amount: 27500.5,
    description: "Printing of 500 business cards and 200 flyers for the launch, with delivery to Ikeja",
    customer_email: "adaeze.okonkwo-international@example.com",
    customer_name: "Adaeze Okonkwo-International Trading Company Limited",
  });
  return { ...c, invoiceReference: invoice.invoice_reference };
}

/**
 * customerWithData, with a purchase disputed while VTpass still calls it pending: a transaction
 * of each kind (two credits, one purchase) and an open case, which is the customer's claim and the
 * admin's case (the widths and accessibility checks open their pages).
 */
export async function customerWithCase(request: APIRequestContext) {
  const c = await customerWithData(request);
  const auth = { Authorization: `Bearer ${c.token}` };
  const paid = await request.post(`${API_URL}/api/pay/airtime`, {
    headers: auth,
    data: {
      network: "mtn",
      phone: SANDBOX.pendingPhone,
      amount: 200,
      request_id: `E2E_CASE_${Date.now()}`,
      pin: c.pin,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const purchase = purchaseResponse.parse(await paid.json());
  expect(purchase.status).toBe("pending");
  const transactionId = purchase.transaction.id;
  const res = await request.post(`${API_URL}/api/transactions/${transactionId}/dispute`, { headers: auth, data: {} });
  expect(res.status(), await res.text()).toBe(200);
  const dispute = disputeResponse.parse(await res.json());
  expect(dispute.result).toBe("case_opened");
  return { ...c, transactionId, caseId: dispute.claim!.id };
}
