import { Agent, Client, request } from "undici";
import type { BenchCustomer } from "./customers";

/** The bench's purchase: ₦100 of MTN airtime for 08011111111, with the customer's transaction PIN. */
const airtimeBody = (customer: BenchCustomer, requestId: string) =>
  JSON.stringify({ network: "mtn", phone: "08011111111", amount: 100, request_id: requestId, pin: customer.pin });
const airtimeHeaders = (customer: BenchCustomer) => ({
  "content-type": "application/json",
  authorization: `Bearer ${customer.token}`,
});

/**
 * The load generator's HTTP client: undici's request() on keep-alive connections, not fetch.
 * pgbench's client costs TPC-B ~0.1 core-ms a transaction; fetch (WHATWG streams, Headers and
 * Response objects, abort signals) cost ~1.8 core-ms a purchase, counted in the purchase's CPU
 * (bench/README.md, issue 21 point 1). request() is the same engine without those layers.
 */
const agent = new Agent({ keepAliveTimeout: 10_000, connections: null });

/** A purchase's answer: its status and its body, read once. */
export interface PurchaseAnswer {
  status: number;
  ok: boolean;
  text(): Promise<string>;
  json(): Promise<unknown>;
  /** Reads the body and throws it away (a load only needs the status). */
  drain(): Promise<void>;
}

/**
 * The bench's purchase: ₦100 of MTN airtime for 08011111111, bought by `customer` through the API
 * at `base` with its transaction PIN.
 */
export async function buyAirtime(base: string, customer: BenchCustomer, requestId: string): Promise<PurchaseAnswer> {
  const res = await request(`${base}/api/pay/airtime`, {
    method: "POST",
    dispatcher: agent,
    headers: airtimeHeaders(customer),
    body: airtimeBody(customer, requestId),
  });
  return {
    status: res.statusCode,
    ok: res.statusCode >= 200 && res.statusCode < 300,
    text: () => res.body.text(),
    json: () => res.body.json(),
    drain: () => res.body.dump(),
  };
}

/**
 * A closed-loop worker's buyer: the same purchase over the worker's own keep-alive connection
 * (undici's `Client`: one connection, one request at a time, no pool to pick from), answering the
 * HTTP status. The throughput figures use it; the storm and the Lighthouse set-up, with many
 * requests in flight, use buyAirtime.
 */
export function airtimeBuyer(
  base: string,
  customer: BenchCustomer,
): { buy(requestId: string): Promise<number>; close(): Promise<void> } {
  const client = new Client(base, { keepAliveTimeout: 10_000, pipelining: 1 });
  const headers = airtimeHeaders(customer);
  return {
    buy: async (requestId) => {
      const res = await client.request({
        path: "/api/pay/airtime",
        method: "POST",
        headers,
        body: airtimeBody(customer, requestId),
      });
      await res.body.dump();
      return res.statusCode;
    },
    close: () => client.close(),
  };
}
