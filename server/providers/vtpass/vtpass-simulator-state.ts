import { and, eq, lte } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { vtpassSandboxTransactions } from "../../db/schema";
import type { AppContext } from "../../http/context";
import { inProcessFetch } from "../in-process-fetch";
import { nairaToKobo } from "../../../lib/money";
import { simService } from "./vtpass-sandbox-catalog";
import { deliveryExtras } from "./vtpass-sandbox-scenarios";
import { zoneOffsetMs } from "./vtpass-outcome";

/** What the VTpass simulator's route plugins share: its settings, its stored transactions and their callbacks. */

export interface VtpassSimulatorSettings {
  /** How long the timeout scenario hangs; default the adapter timeout plus one second. */
  hangMs: number | null;
  /** A pending transaction becomes final on this requery... */
  pendingRequeries: number;
  /** ...or once it is this old when settle() runs (by the app clock). */
  settleAfterMs: number;
  /** Where callbacks go; default `${apiPublicUrl}/api/webhooks/vtpass`. */
  callbackUrl: string | null;
  /** How a callback is sent; default an HTTP POST (in-process for this API's own URLs). */
  deliver: ((url: string, payload: unknown) => Promise<void>) | null;
}

export type SimRow = typeof vtpassSandboxTransactions.$inferSelect;
export type SimBody = Record<string, unknown>;

export interface SimulatorState {
  ctx: AppContext;
  settings: VtpassSimulatorSettings;
  /** Releases of the timeout scenario's hanging answers (all released when the app closes). */
  hangs: Set<() => void>;
  /** Callbacks in flight. */
  inflight: Set<Promise<void>>;
  /** The request carries this merchant's keys: api-key, and public-key (GET) or secret-key (POST). */
  authorized(req: FastifyRequest, method: "GET" | "POST"): boolean;
  /** VTpass's answer to wrong keys. */
  denied(reply: FastifyReply): FastifyReply;
  /** Moves a pending transaction to its final state (once) and sends the callback. */
  finalize(row: SimRow): Promise<SimRow>;
  /** Finalizes pending transactions older than settleAfterMs and sends their callbacks. */
  settle(): Promise<number>;
  /** Waits for callbacks in flight. */
  flush(): Promise<void>;
}

/** The simulator's routes are left out of the API's OpenAPI document. */
export const hidden = { schema: { hide: true } };

export const s = (v: unknown): string | undefined =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : undefined;

export function lagosDateObject(d: Date) {
  const local = new Date(d.getTime() + zoneOffsetMs(d.getTime(), "Africa/Lagos"));
  return {
    date: `${local.toISOString().replace("T", " ").slice(0, 19)}.000000`,
    timezone_type: 3,
    timezone: "Africa/Lagos",
  };
}

/** The requery shape: the stored answer, its date as an ISO string (VTpass uses both shapes). */
export function requeryAnswer(row: SimRow) {
  return { ...row.answer, transaction_date: row.createdAt.toISOString() };
}

export function createSimulatorState(app: FastifyInstance): SimulatorState {
  const ctx = app.ctx;
  const { db, config } = ctx;
  const inflight = new Set<Promise<void>>();
  const hangs = new Set<() => void>();
  const send = inProcessFetch(app, config.apiPublicUrl);
  const settings: VtpassSimulatorSettings = {
    hangMs: null,
    pendingRequeries: 2,
    settleAfterMs: 60_000,
    callbackUrl: null,
    deliver: null,
  };

  const deliver = async (url: string, payload: unknown) => {
    if (settings.deliver) return settings.deliver(url, payload);
    const res = await send(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    await res.text();
  };

  function sendCallback(row: SimRow) {
    const url = settings.callbackUrl ?? `${config.apiPublicUrl}/api/webhooks/vtpass`;
    const p = (async () => {
      try {
        await deliver(url, { type: "transaction-update", data: requeryAnswer(row) });
        await db
          .update(vtpassSandboxTransactions)
          .set({ callbackSentAt: ctx.now() })
          .where(eq(vtpassSandboxTransactions.requestId, row.requestId));
      } catch (err) {
        app.log.warn({ err }, "vtpass sandbox callback failed");
      }
    })();
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  }

  async function finalize(row: SimRow): Promise<SimRow> {
    const delivered = row.scenario === "pending";
    const answer = row.answer as SimBody;
    const tx: SimBody = {
      ...((answer.content as SimBody)?.transactions as SimBody),
      status: delivered ? "delivered" : "reversed",
    };
    const service = simService(row.serviceId)!;
    const q = Number(tx.quantity ?? 1);
    const extras = delivered
      ? deliveryExtras(
          service,
          row.requestId,
          nairaToKobo(tx.amount) ?? 0,
          q,
          s(tx.unique_element),
          s(answer.variation_code),
        )
      : {};
    const next = {
      ...answer,
      ...extras,
      code: delivered ? "000" : "040",
      response_description: delivered ? "TRANSACTION SUCCESSFUL" : "TRANSACTION REVERSED",
      content: { transactions: tx },
    };
    const updated = await db
      .update(vtpassSandboxTransactions)
      .set({ status: tx.status as string, code: next.code, answer: next, finalizedAt: ctx.now() })
      .where(
        and(eq(vtpassSandboxTransactions.requestId, row.requestId), eq(vtpassSandboxTransactions.status, "pending")),
      )
      .returning();
    if (updated[0]) {
      sendCallback(updated[0]);
      return updated[0];
    }
    const [current] = await db
      .select()
      .from(vtpassSandboxTransactions)
      .where(eq(vtpassSandboxTransactions.requestId, row.requestId));
    return current;
  }

  return {
    ctx,
    settings,
    hangs,
    inflight,
    authorized: (req, method) =>
      req.headers["api-key"] === config.VTPASS_API_KEY &&
      (method === "GET"
        ? req.headers["public-key"] === config.VTPASS_PUBLIC_KEY
        : req.headers["secret-key"] === config.VTPASS_SECRET_KEY),
    denied: (reply) => reply.send({ code: "087", response_description: "INVALID CREDENTIALS" }),
    finalize,
    settle: async () => {
      const cutoff = new Date(ctx.now().getTime() - settings.settleAfterMs);
      const rows = await db
        .select()
        .from(vtpassSandboxTransactions)
        .where(and(eq(vtpassSandboxTransactions.status, "pending"), lte(vtpassSandboxTransactions.createdAt, cutoff)));
      for (const r of rows) await finalize(r);
      return rows.length;
    },
    flush: async () => {
      while (inflight.size) await Promise.all([...inflight]);
    },
  };
}
