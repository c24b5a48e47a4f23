import { expect, type APIRequestContext } from "@playwright/test";
import { invoiceSavedResponse, type InvoiceView } from "../../lib/contracts/merchant";
import { API_URL } from "./accounts";

/** Tomorrow at 10:30 as a datetime-local value (the invoice form's expiry). */
export function tomorrowLocal(): string {
  const d = new Date(Date.now() + 24 * 3600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T10:30`;
}

/** An invoice created through the API (the customer needs KYC), expiring in three days. */
export async function createInvoiceByApi(
  request: APIRequestContext,
  token: string,
  fields: { amount: number; description: string; customer_email: string; customer_name: string },
): Promise<InvoiceView> {
  const res = await request.post(`${API_URL}/api/invoices`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...fields, expiry_date: new Date(Date.now() + 3 * 86_400_000).toISOString() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return invoiceSavedResponse.parse(await res.json()).data;
}
