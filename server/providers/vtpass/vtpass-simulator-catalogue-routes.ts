import { inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { vtpassSandboxTransactions } from "../../db/schema";
import { koboToNaira } from "../../../lib/money";
import { SIM_CATEGORIES, SIM_SERVICES, simService } from "./vtpass-sandbox-catalog";
import { hidden, s, type SimBody, type SimulatorState } from "./vtpass-simulator-state";

/** The simulator's reads (public-key calls): service categories, services, variations and the merchant balance. */
export const vtpassCatalogueRoutes: FastifyPluginAsync<{ sim: SimulatorState }> = async (app, { sim }) => {
  const { db } = sim.ctx;

  app.get("/service-categories", hidden, async (req, reply) => {
    if (!sim.authorized(req, "GET")) return sim.denied(reply);
    return { response_description: "000", content: SIM_CATEGORIES };
  });

  app.get("/services", hidden, async (req, reply) => {
    if (!sim.authorized(req, "GET")) return sim.denied(reply);
    const identifier = s((req.query as SimBody).identifier);
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

  app.get("/service-variations", hidden, async (req, reply) => {
    if (!sim.authorized(req, "GET")) return sim.denied(reply);
    const service = simService(s((req.query as SimBody).serviceID) ?? "");
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

  app.get("/balance", hidden, async (req, reply) => {
    if (!sim.authorized(req, "GET")) return sim.denied(reply);
    const [r] = await db
      .select({ spent: sql<string>`coalesce(sum(${vtpassSandboxTransactions.totalAmountKobo}), 0)` })
      .from(vtpassSandboxTransactions)
      .where(inArray(vtpassSandboxTransactions.status, ["delivered", "pending", "initiated"]));
    return { code: 1, contents: { balance: koboToNaira(500_000_000 - Number(r.spent)) } };
  });
};
