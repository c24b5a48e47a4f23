import type { BenchCustomer } from "./customers";

/**
 * The bench's purchase: ₦100 of MTN airtime for 08011111111, bought by `customer` through the API
 * at `base` with its transaction PIN. The caller reads the answer (a load only drains it).
 */
export function buyAirtime(base: string, customer: BenchCustomer, requestId: string): Promise<Response> {
  return fetch(`${base}/api/pay/airtime`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({
      network: "mtn",
      phone: "08011111111",
      amount: 100,
      request_id: requestId,
      pin: customer.pin,
    }),
  });
}
