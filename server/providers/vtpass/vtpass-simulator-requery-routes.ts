import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { vtpassSandboxTransactions } from "../../db/schema";
import { hidden, requeryAnswer, s, type SimBody, type SimulatorState } from "./vtpass-simulator-state";

/** POST /requery: the stored answer; a pending transaction turns final after `pendingRequeries` asks. */
export const vtpassRequeryRoutes: FastifyPluginAsync<{ sim: SimulatorState }> = async (app, { sim }) => {
  const { db } = sim.ctx;

  app.post("/requery", hidden, async (req, reply) => {
    if (!sim.authorized(req, "POST")) return sim.denied(reply);
    const requestId = s(((req.body ?? {}) as SimBody).request_id) ?? "";
    const rows = await db
      .update(vtpassSandboxTransactions)
      .set({ requeryCount: sql`${vtpassSandboxTransactions.requeryCount} + 1` })
      .where(eq(vtpassSandboxTransactions.requestId, requestId))
      .returning();
    let row = rows[0];
    if (!row) return { code: "015", response_description: "INVALID REQUEST ID", requestId };
    if (row.status === "pending" && row.requeryCount >= sim.settings.pendingRequeries) row = await sim.finalize(row);
    return requeryAnswer(row);
  });
};
