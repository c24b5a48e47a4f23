/**
 * The purchase's I/O with none of its work, for the bench's floor figure (bench/purchase-floor.ts):
 * with `FLOOR_ROLE=api`, a fastify app whose `POST /api/pay/airtime` parses the JSON body, makes
 * four round trips to PostgreSQL that do nothing (`SELECT $1::text`, as many as a purchase makes)
 * and one provider call through undici's request() (as server/providers/light-fetch.ts does), and
 * answers a JSON object the size of a purchase's answer; with `FLOOR_ROLE=provider`, the provider:
 * a plain node:http server answering every POST with a VTpass-sized JSON body. The same libraries
 * as the product (fastify, pg, undici), so the figure is what Node costs a request of that shape.
 */
import http from "node:http";
import Fastify from "fastify";
import { Pool } from "pg";
import { Agent, request } from "undici";

const port = Number(process.env.FLOOR_PORT);

function provider() {
  const answer = JSON.stringify({
    code: "000",
    content: {
      transactions: {
        status: "delivered",
        product_name: "MTN Airtime VTU",
        phone: "08011111111",
        amount: 100,
        commission: 3,
        total_amount: 97,
        transactionId: "17964000000001234",
        channel: "api",
        type: "Airtime Recharge",
        unique_element: "08011111111",
        unit_price: 100,
        quantity: 1,
        email: "sandbox@nairawallet.local",
        convinience_fee: 0,
        platform: "api",
        method: "api",
      },
    },
    response_description: "TRANSACTION SUCCESSFUL",
    requestId: "202611301600AIRTIME_BENCH_0",
    amount: 100,
    transaction_date: { date: "2026-11-30 16:00:00.000000", timezone_type: 3, timezone: "Africa/Lagos" },
    purchased_code: "",
  });
  http
    .createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(answer) });
        res.end(answer);
      });
    })
    .listen(port, "127.0.0.1", () => console.log("ready"));
}

async function api() {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const agent = new Agent({ keepAliveTimeout: 10_000 });
  const app = Fastify();
  app.post<{ Body: { phone: string; amount: number; request_id: string } }>("/api/pay/airtime", async (req) => {
    for (let i = 0; i < 4; i++) await pool.query("SELECT $1::text AS a, $2::bigint AS b", [req.body.request_id, 100]);
    const res = await request(`${process.env.FLOOR_PROVIDER}/api/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ request_id: req.body.request_id, serviceID: "mtn", amount: 100, phone: req.body.phone }),
      dispatcher: agent,
    });
    const answer = (await res.body.json()) as { code: string };
    return {
      status: "success",
      message: "Airtime purchase successful.",
      transaction: {
        reference: req.body.request_id,
        service: "airtime",
        amount: 100_00,
        status: "delivered",
        provider_code: answer.code,
        phone: req.body.phone,
        created_at: new Date().toISOString(),
      },
      balance: 4_999_900_00,
    };
  });
  await app.listen({ port, host: "127.0.0.1" });
  console.log("ready");
}

if (process.env.FLOOR_ROLE === "provider") provider();
else void api();
