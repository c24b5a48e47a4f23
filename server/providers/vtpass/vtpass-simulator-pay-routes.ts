import type { FastifyPluginAsync } from "fastify";
import { koboToNaira, nairaToKobo } from "../../../lib/money";
import { vtpassSandboxTransactions } from "../../db/schema";
import { lagosStamp } from "./vtpass-adapter";
import { SIM_CATEGORIES, simService } from "./vtpass-sandbox-catalog";
import { ACCOUNT_REFUSALS, commissionKobo, deliveryExtras, digits, scenarioFor } from "./vtpass-sandbox-scenarios";
import { hidden, lagosDateObject, s, type SimBody, type SimulatorState } from "./vtpass-simulator-state";

/**
 * POST /pay: VTpass's checks in its order (request id stamped today in Lagos, product, variation,
 * amounts), then the scenario of the test number: delivered, failed, pending, or one of the
 * broken answers (unexpected, none, timeout) that the adapter must survive.
 */
export const vtpassPayRoutes: FastifyPluginAsync<{ sim: SimulatorState }> = async (app, { sim }) => {
  const { ctx } = sim;
  const { db, config } = ctx;

  app.post("/pay", hidden, async (req, reply) => {
    if (!sim.authorized(req, "POST")) return sim.denied(reply);
    const body = (req.body ?? {}) as SimBody;
    const requestId = s(body.request_id) ?? "";
    const now = ctx.now();
    const fail = (code: string, response_description: string) =>
      reply.send({ code, response_description, requestId: requestId || undefined });

    if (!/^\d{12}[A-Za-z0-9]*$/.test(requestId))
      return fail("085", "INVALID REQUEST ID: FIRST 12 CHARACTERS MUST BE YYYYMMDDHHII");
    const day = 86_400_000;
    const stamps = [lagosStamp(new Date(now.getTime() - day)), lagosStamp(new Date(now.getTime() + day))];
    const stamp = requestId.slice(0, 12);
    if (stamp < stamps[0] || stamp > stamps[1])
      return fail("085", "INVALID REQUEST ID: DATE IS NOT TODAY (AFRICA/LAGOS)");
    const service = simService(s(body.serviceID) ?? "");
    if (!service) return fail("012", "PRODUCT DOES NOT EXIST");
    const phone = s(body.phone);
    if (!phone) return fail("011", "INVALID ARGUMENTS");
    const billersCode = s(body.billersCode);
    const variationCode = s(body.variation_code);
    const variation = service.variations?.find((v) => v.variation_code === variationCode);
    if (service.variations && !variation) return fail("010", "VARIATION CODE DOES NOT EXIST");
    if (
      service.category !== "airtime" &&
      !billersCode &&
      service.serviceID !== "waec" &&
      service.serviceID !== "waec-registration"
    )
      return fail("011", "INVALID ARGUMENTS");
    const quantity = service.category === "education" ? Number(s(body.quantity) ?? 1) : 1;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10) return fail("011", "INVALID ARGUMENTS");

    let amountKobo: number;
    let unitKobo: number;
    if (variation && variation.fixedPrice === "Yes") {
      unitKobo = nairaToKobo(variation.variation_amount) ?? 0;
      amountKobo = unitKobo * quantity;
    } else {
      const a = nairaToKobo(s(body.amount));
      if (a === null || a <= 0) return fail("011", "INVALID ARGUMENTS");
      amountKobo = a;
      unitKobo = amountKobo;
    }
    if (koboToNaira(amountKobo) < service.min) return fail("013", "BELOW MINIMUM AMOUNT ALLOWED");
    if (koboToNaira(amountKobo) > service.max) return fail("017", "ABOVE MAXIMUM AMOUNT ALLOWED");

    const scenario = scenarioFor(service, { phone, billersCode, variation_code: variationCode });
    // Our account or the product refused: VTpass answers before recording (and charging) anything.
    if (typeof scenario === "object") return fail(scenario.refuse, ACCOUNT_REFUSALS[scenario.refuse]);
    const status =
      scenario === "fail" ? "failed" : scenario === "pending" || scenario === "pending-fail" ? "pending" : "delivered";
    const code = status === "failed" ? "016" : "000";
    const commission = commissionKobo(service, amountKobo, quantity);
    const extras =
      status === "delivered"
        ? deliveryExtras(service, requestId, amountKobo, quantity, billersCode, variationCode)
        : {};
    const answer = {
      code,
      content: {
        transactions: {
          status,
          product_name: service.name,
          unique_element: billersCode ?? phone,
          unit_price: koboToNaira(unitKobo),
          quantity,
          service_verification: null,
          channel: "api",
          commission: koboToNaira(commission),
          total_amount: koboToNaira(amountKobo - commission),
          discount: null,
          type: SIM_CATEGORIES.find((c) => c.identifier === service.category)?.name ?? service.category,
          email: "sandbox@nairawallet.local",
          phone,
          name: null,
          convinience_fee: 0,
          amount: koboToNaira(amountKobo),
          platform: "api",
          method: "api",
          transactionId: `${now.getTime()}${digits(requestId, 6)}`,
          commission_details: {
            amount: koboToNaira(commission),
            rate: String(service.commission.rate),
            rate_type: service.commission.type,
            computation_type: "default",
          },
        },
      },
      response_description: status === "failed" ? "TRANSACTION FAILED" : "TRANSACTION SUCCESSFUL",
      requestId,
      amount: koboToNaira(amountKobo),
      transaction_date: lagosDateObject(now),
      purchased_code: "",
      variation_code: variationCode,
      ...extras,
    };
    const inserted = await db
      .insert(vtpassSandboxTransactions)
      .values({
        requestId,
        serviceId: service.serviceID,
        scenario,
        status,
        code,
        answer,
        totalAmountKobo: status === "failed" ? 0 : amountKobo - commission,
        createdAt: now,
        finalizedAt: status === "pending" ? null : now,
      })
      .onConflictDoNothing()
      .returning({ requestId: vtpassSandboxTransactions.requestId });
    if (!inserted.length) return fail("014", "REQUEST ID ALREADY EXIST");

    if (scenario === "unexpected")
      return reply.code(200).type("text/html").send("<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>");
    if (scenario === "no-answer") return reply.code(200).type("application/json").send("");
    if (scenario === "timeout") {
      const ms = sim.settings.hangMs ?? config.VTPASS_TIMEOUT_MS + 1000;
      await new Promise<void>((resolve) => {
        const release = () => {
          clearTimeout(timer);
          sim.hangs.delete(release);
          resolve();
        };
        const timer = setTimeout(release, ms);
        sim.hangs.add(release);
      });
    }
    return answer;
  });
};
