import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { vtpassSandboxTransactions } from "../../db/schema";
import type { AppContext } from "../../http/context";
import type { Job } from "../../jobs";
import { lagosStamp } from "./vtpass-adapter";
import { SIM_CATEGORIES, SIM_SERVICES, simService } from "./vtpass-sandbox-catalog";
import { createSandboxLifecycle, requeryAnswer, type VtpassSimulatorSettings } from "./vtpass-sandbox-lifecycle";
import {
  ACCOUNT_REFUSALS,
  commissionKobo,
  deliveryExtras,
  digits,
  METERS,
  SANDBOX_NUMBERS,
  scenarioFor,
} from "./vtpass-sandbox-scenarios";
import { zoneOffsetMs } from "./vtpass-outcome";
import { koboToNaira, nairaToKobo } from "../../../lib/money";

export type { VtpassSimulatorSettings } from "./vtpass-sandbox-lifecycle";

interface SimulatorHandle {
  settings: VtpassSimulatorSettings;
  /**
   * Finalizes pending transactions older than settleAfterMs, reverses delivered ones of the
   * "reverse" scenario older than reverseAfterMs, and sends their callbacks.
   */
  settle(): Promise<number>;
  /** Waits for callbacks in flight. */
  flush(): Promise<void>;
}

const handles = new WeakMap<AppContext, SimulatorHandle>();

/** The simulator of an app (tests tune it through settings). */
export function vtpassSimulator(ctx: AppContext): SimulatorHandle {
  const h = handles.get(ctx);
  if (!h) throw new Error("The VTpass simulator is not mounted (sandbox mode only).");
  return h;
}

/** Sandbox mode: the simulated VTpass moves its transactions on by the clock (and calls back), like the real one. */
export const vtpassSandboxJob: Job = {
  name: "vtpass-sandbox",
  run: async (ctx) => {
    await handles.get(ctx)?.settle();
  },
};

type Body = Record<string, unknown>;

const s = (v: unknown): string | undefined =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : undefined;

function lagosDateObject(d: Date) {
  const local = new Date(d.getTime() + zoneOffsetMs(d.getTime(), "Africa/Lagos"));
  return {
    date: `${local.toISOString().replace("T", " ").slice(0, 19)}.000000`,
    timezone_type: 3,
    timezone: "Africa/Lagos",
  };
}

export const vtpassSimulatorRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const ctx = app.ctx;
  const { db, config } = ctx;
  const hangs = new Set<() => void>();
  const life = createSandboxLifecycle(app);
  const { settings } = life;

  handles.set(ctx, { settings, settle: life.settle, flush: life.flush });
  app.addHook("onClose", async () => {
    for (const release of hangs) release();
    await life.close();
  });

  const authorized = (req: FastifyRequest, method: "GET" | "POST") =>
    req.headers["api-key"] === config.VTPASS_API_KEY &&
    (method === "GET"
      ? req.headers["public-key"] === config.VTPASS_PUBLIC_KEY
      : req.headers["secret-key"] === config.VTPASS_SECRET_KEY);
  const denied = (reply: FastifyReply) => reply.send({ code: "087", response_description: "INVALID CREDENTIALS" });
  const hide = { schema: { hide: true } };

  app.get("/service-categories", hide, async (req, reply) => {
    if (!authorized(req, "GET")) return denied(reply);
    return { response_description: "000", content: SIM_CATEGORIES };
  });

  app.get("/services", hide, async (req, reply) => {
    if (!authorized(req, "GET")) return denied(reply);
    const identifier = s((req.query as Body).identifier);
    return {
      response_description: "000",
      content: SIM_SERVICES.filter((x) => x.category === identifier).map((x) => ({
        serviceID: x.serviceID,
        name: x.name,
        minimium_amount: String(x.min),
        maximum_amount: x.max,
        convinience_fee: "0 %",
        product_type: x.variations ? "fix" : "flexible",
        image: `https://sandbox.vtpass.com/resources/products/200X200/${x.serviceID}.jpg`,
      })),
    };
  });

  app.get("/service-variations", hide, async (req, reply) => {
    if (!authorized(req, "GET")) return denied(reply);
    const service = simService(s((req.query as Body).serviceID) ?? "");
    if (!service?.variations) return { response_description: "012", content: { errors: "Service does not exist" } };
    // Older VTpass pages spell the list "varations": one network keeps that spelling.
    const key = service.serviceID === "glo-data" ? "varations" : "variations";
    return {
      response_description: "000",
      content: {
        ServiceName: service.name,
        serviceID: service.serviceID,
        convinience_fee: "0 %",
        [key]: service.variations,
      },
    };
  });

  app.get("/balance", hide, async (req, reply) => {
    if (!authorized(req, "GET")) return denied(reply);
    const [r] = await db
      .select({ spent: sql<string>`coalesce(sum(${vtpassSandboxTransactions.totalAmountKobo}), 0)` })
      .from(vtpassSandboxTransactions)
      .where(inArray(vtpassSandboxTransactions.status, ["delivered", "pending", "initiated"]));
    return { code: 1, contents: { balance: koboToNaira(500_000_000 - Number(r.spent)) } };
  });

  app.post("/merchant-verify", hide, async (req, reply) => {
    if (!authorized(req, "POST")) return denied(reply);
    const body = (req.body ?? {}) as Body;
    const billersCode = s(body.billersCode) ?? "";
    const service = simService(s(body.serviceID) ?? "");
    if (!service) return { code: "012", response_description: "PRODUCT DOES NOT EXIST" };
    const wrong = (error: string) => ({ code: "000", content: { error, WrongBillersCode: true } });
    if (service.category === "electricity-bill") {
      const type = (s(body.type) ?? "").toLowerCase();
      if (METERS[billersCode] !== type)
        return wrong(
          `This meter is not correct or is not a valid ${service.name} ${type || "prepaid"} meter. Please check and try again`,
        );
      return {
        code: "000",
        content: {
          Customer_Name: type === "prepaid" ? "TESTMETER1" : "TESTMETER POSTPAID",
          Address: "1 Marina Road, Lagos Island",
          Meter_Number: billersCode,
          Customer_Arrears: type === "postpaid" ? "1500.00" : "0.00",
          Minimum_Amount: 1000,
          Min_Purchase_Amount: 1000,
          Can_Vend: "yes",
          Business_Unit: "Lagos Island",
          Customer_Account_Type: "NMD",
          Meter_Type: type.toUpperCase(),
          WrongBillersCode: false,
        },
      };
    }
    if (service.category === "tv-subscription") {
      if (billersCode !== SANDBOX_NUMBERS.smartcard)
        return wrong("Invalid Smartcard Number. Please check and try again");
      const due = new Date(ctx.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
      const bouquet = service.variations![Math.min(3, service.variations!.length - 1)];
      return {
        code: "000",
        content: {
          Customer_Name: "OKAFOR CHIDI",
          Status: "ACTIVE",
          Due_Date: `${due}T00:00:00`,
          Customer_Number: 8061522780,
          Customer_Type: service.serviceID.toUpperCase(),
          Current_Bouquet: bouquet.name,
          Renewal_Amount: Number(bouquet.variation_amount),
          WrongBillersCode: false,
        },
      };
    }
    if (service.serviceID === "jamb") {
      if (billersCode !== SANDBOX_NUMBERS.jambProfile) return wrong("Invalid Profile ID. Please check and try again");
      // Some VTpass pages answer 020 BILLER CONFIRMED here: the adapter accepts both.
      return {
        code: "020",
        response_description: "BILLER CONFIRMED",
        content: { Customer_Name: "ADAEZE NNAMDI OKORO", WrongBillersCode: false },
      };
    }
    return {
      code: "011",
      response_description: "INVALID ARGUMENTS",
      content: { errors: "This service needs no verification" },
    };
  });

  app.post("/pay", hide, async (req, reply) => {
    if (!authorized(req, "POST")) return denied(reply);
    const body = (req.body ?? {}) as Body;
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
      const ms = settings.hangMs ?? config.VTPASS_TIMEOUT_MS + 1000;
      await new Promise<void>((resolve) => {
        const release = () => {
          clearTimeout(timer);
          hangs.delete(release);
          resolve();
        };
        const timer = setTimeout(release, ms);
        hangs.add(release);
      });
    }
    return answer;
  });

  app.post("/requery", hide, async (req, reply) => {
    if (!authorized(req, "POST")) return denied(reply);
    const requestId = s(((req.body ?? {}) as Body).request_id) ?? "";
    const rows = await db
      .update(vtpassSandboxTransactions)
      .set({ requeryCount: sql`${vtpassSandboxTransactions.requeryCount} + 1` })
      .where(eq(vtpassSandboxTransactions.requestId, requestId))
      .returning();
    let row = rows[0];
    if (!row) return { code: "015", response_description: "INVALID REQUEST ID", requestId };
    if (row.status === "pending" && row.requeryCount >= settings.pendingRequeries) row = await life.finalize(row);
    return requeryAnswer(row);
  });
};
