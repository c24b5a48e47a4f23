import { and, eq, lte, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { vtpassSandboxTransactions } from "../../db/schema";
import { nairaToKobo } from "../../../lib/money";
import { inProcessFetch } from "../in-process-fetch";
import { simService } from "./vtpass-sandbox-catalog";
import { deliveryExtras } from "./vtpass-sandbox-scenarios";

export interface VtpassSimulatorSettings {
  /** How long the timeout scenario hangs; default the adapter timeout plus one second. */
  hangMs: number | null;
  /** A pending transaction becomes final on this requery... */
  pendingRequeries: number;
  /** ...or once it is this old when settle() runs (by the app clock). */
  settleAfterMs: number;
  /** A delivered transaction of the "reverse" scenario is reversed once it is this old when settle() runs. */
  reverseAfterMs: number;
  /** Where callbacks go; default `${apiPublicUrl}/api/webhooks/vtpass`. */
  callbackUrl: string | null;
  /** How a callback is sent; default an HTTP POST (in-process for this API's own URLs). */
  deliver: ((url: string, payload: unknown) => Promise<void>) | null;
}

export type SimRow = typeof vtpassSandboxTransactions.$inferSelect;
type Body = Record<string, unknown>;

const s = (v: unknown): string | undefined =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : undefined;

/** The requery shape: the stored answer, its date as an ISO string (VTpass uses both shapes). */
export function requeryAnswer(row: SimRow) {
  return { ...row.answer, transaction_date: row.createdAt.toISOString() };
}

/**
 * What the simulated VTpass does on its own after answering a pay: a pending transaction becomes
 * delivered or reversed, a delivered one of the "reverse" scenario is reversed later; each change
 * is sent as a transaction-update callback, as VTpass does.
 */
export function createSandboxLifecycle(app: FastifyInstance) {
  const ctx = app.ctx;
  const { db, config } = ctx;
  const inflight = new Set<Promise<void>>();
  const send = inProcessFetch(app, config.apiPublicUrl);
  const settings: VtpassSimulatorSettings = {
    hangMs: null,
    pendingRequeries: 2,
    settleAfterMs: 60_000,
    reverseAfterMs: 20_000,
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

  /** Moves a row from `from` to its next answer (once: the status is the guard) and sends the callback. */
  async function move(row: SimRow, from: string, answer: Body, status: string): Promise<SimRow> {
    const code = String(answer.code);
    const updated = await db
      .update(vtpassSandboxTransactions)
      .set({ status, code, answer, finalizedAt: ctx.now(), ...(status === "reversed" ? { totalAmountKobo: 0 } : {}) })
      .where(and(eq(vtpassSandboxTransactions.requestId, row.requestId), eq(vtpassSandboxTransactions.status, from)))
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

  /** The answer of a reversal: code 040, status reversed, the rest as before. */
  function reversedAnswer(row: SimRow): Body {
    const answer = row.answer as Body;
    const tx: Body = { ...((answer.content as Body)?.transactions as Body), status: "reversed" };
    return { ...answer, code: "040", response_description: "TRANSACTION REVERSAL", content: { transactions: tx } };
  }

  /** A pending transaction becomes final: delivered (scenario pending) or reversed (pending-fail). */
  async function finalize(row: SimRow): Promise<SimRow> {
    if (row.scenario !== "pending") return move(row, "pending", reversedAnswer(row), "reversed");
    const answer = row.answer as Body;
    const tx: Body = { ...((answer.content as Body)?.transactions as Body), status: "delivered" };
    const service = simService(row.serviceId)!;
    const extras = deliveryExtras(
      service,
      row.requestId,
      nairaToKobo(tx.amount) ?? 0,
      Number(tx.quantity ?? 1),
      s(tx.unique_element),
      s(answer.variation_code),
    );
    const next = {
      ...answer,
      ...extras,
      code: "000",
      response_description: "TRANSACTION SUCCESSFUL",
      content: { transactions: tx },
    };
    return move(row, "pending", next, "delivered");
  }

  /** Finalizes pending transactions older than settleAfterMs and reverses "reverse" ones older than reverseAfterMs. */
  async function settle(): Promise<number> {
    const now = ctx.now().getTime();
    const t = vtpassSandboxTransactions;
    const rows = await db
      .select()
      .from(t)
      .where(
        or(
          and(eq(t.status, "pending"), lte(t.createdAt, new Date(now - settings.settleAfterMs))),
          and(
            eq(t.scenario, "reverse"),
            eq(t.status, "delivered"),
            lte(t.createdAt, new Date(now - settings.reverseAfterMs)),
          ),
        ),
      );
    for (const r of rows) {
      if (r.status === "pending") await finalize(r);
      else await move(r, "delivered", reversedAnswer(r), "reversed");
    }
    return rows.length;
  }

  return {
    settings,
    settle,
    finalize,
    /** Waits for callbacks in flight. */
    flush: async () => {
      while (inflight.size) await Promise.all([...inflight]);
    },
    close: () => Promise.allSettled([...inflight]),
  };
}
