import { classify, zoneFormatter, type Classified, type ProviderResponse } from "./vtpass-outcome";
import type { FetchLike } from "../in-process-fetch";
import { lightFetch, type TextFetch } from "../light-fetch";
import { CallRefused, createCallLimiter, type CallLimits } from "../call-limiter";
import { vtpassAmountKobo } from "./vtpass-amount";
import {
  balanceAnswerSchema,
  servicesAnswerSchema,
  variationsAnswerSchema,
  verifyAnswerSchema,
} from "./vtpass-schemas";

export interface VtpassAdapterOptions {
  baseUrl: string;
  apiKey: string;
  publicKey: string;
  secretKey: string;
  fetch?: FetchLike;
  timeoutMs: number;
  /** Calls in flight and waiting at once (server/config.ts PROVIDER_*); unbounded when absent. */
  limits?: CallLimits;
  now?: () => Date;
}

export interface VtpassService {
  serviceID: string;
  name: string;
  minimumAmountKobo: number | null;
  maximumAmountKobo: number | null;
}

export interface VtpassVariation {
  variationCode: string;
  name: string;
  amountKobo: number;
  fixedPrice: boolean;
}

export type VerifyResult =
  { ok: true; content: Record<string, unknown> } | { ok: false; code: string | null; message: string };

export interface PayRequest {
  request_id: string;
  serviceID: string;
  amount?: number;
  phone: string;
  billersCode?: string;
  variation_code?: string;
  quantity?: number;
  subscription_type?: "change" | "renew";
}

export class VtpassError extends Error {}

export interface VtpassAdapter {
  services(identifier: string): Promise<VtpassService[]>;
  variations(serviceID: string): Promise<VtpassVariation[]>;
  merchantVerify(q: { billersCode: string; serviceID: string; type?: string }): Promise<VerifyResult>;
  pay(body: PayRequest): Promise<Classified>;
  requery(requestId: string): Promise<Classified>;
  balance(): Promise<number>;
  /** A fresh request_id for now: Lagos YYYYMMDDHHII then the suffix. */
  requestId(suffix: string): string;
}

/** YYYYMMDDHHII in Africa/Lagos, as VTpass demands for the first 12 characters. */
export function lagosStamp(now: Date): string {
  // One formatting per minute (it is the same for every purchase of that minute).
  const minute = Math.floor(now.getTime() / 60_000);
  if (stampCache.minute === minute) return stampCache.stamp;
  const parts = zoneFormatter("Africa/Lagos").formatToParts(now);
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? "";
  const stamp = `${get("year")}${get("month")}${get("day")}${get("hour")}${get("minute")}`;
  stampCache = { minute, stamp };
  return stamp;
}
let stampCache = { minute: NaN, stamp: "" };

export function makeRequestId(now: Date, suffix: string): string {
  return lagosStamp(now) + suffix.replace(/[^A-Za-z0-9]/g, "");
}

export function createVtpassAdapter(opts: VtpassAdapterOptions): VtpassAdapter {
  const base = opts.baseUrl.replace(/\/$/, "");
  // A transport given (the in-process sandbox, the tests' fault injection) is a fetch; else undici's request().
  const doFetch: TextFetch = opts.fetch ?? lightFetch;
  const now = opts.now ?? (() => new Date());
  const limiter = opts.limits ? createCallLimiter(opts.limits) : null;

  /** One call, never throwing: a call refused by the limiter (never sent) becomes a value too. */
  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<ProviderResponse> {
    if (!limiter) return send(method, path, body);
    try {
      return await limiter.run(() => send(method, path, body));
    } catch (err) {
      if (err instanceof CallRefused) return { kind: "unsent", reason: err.message };
      throw err;
    }
  }

  /** One call sent, never throwing: timeouts, network errors and garbage become values. */
  async function send(method: "GET" | "POST", path: string, body?: unknown): Promise<ProviderResponse> {
    const headers: Record<string, string> =
      method === "GET"
        ? { "api-key": opts.apiKey, "public-key": opts.publicKey, accept: "application/json" }
        : {
            "api-key": opts.apiKey,
            "secret-key": opts.secretKey,
            "content-type": "application/json",
            accept: "application/json",
          };
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ProviderResponse>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ kind: "timeout" });
      }, opts.timeoutMs);
    });
    const request = (async (): Promise<ProviderResponse> => {
      try {
        const res = await doFetch(`${base}/${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
        const text = await res.text();
        if (text.trim() === "") return { kind: "unparseable", httpStatus: res.status, text };
        try {
          return { kind: "answer", httpStatus: res.status, body: JSON.parse(text) };
        } catch {
          return { kind: "unparseable", httpStatus: res.status, text: text.slice(0, 500) };
        }
      } catch (err) {
        if (controller.signal.aborted) return { kind: "timeout" };
        return { kind: "network", error: err instanceof Error ? err.message : String(err) };
      }
    })();
    try {
      return await Promise.race([request, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function answerOf(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    const res = await call(method, path, body);
    if (res.kind !== "answer")
      throw new VtpassError(
        `VTpass ${path}: ${res.kind === "network" ? res.error : res.kind === "unsent" ? res.reason : res.kind}`,
      );
    return res.body;
  }

  return {
    async services(identifier) {
      const parsed = servicesAnswerSchema.safeParse(
        await answerOf("GET", `services?identifier=${encodeURIComponent(identifier)}`),
      );
      if (!parsed.success) throw new VtpassError("VTpass services: unexpected answer");
      return parsed.data.content.map((s) => ({
        serviceID: s.serviceID,
        name: s.name,
        minimumAmountKobo: vtpassAmountKobo(s.minimium_amount),
        maximumAmountKobo: vtpassAmountKobo(s.maximum_amount),
      }));
    },

    async variations(serviceID) {
      const parsed = variationsAnswerSchema.safeParse(
        await answerOf("GET", `service-variations?serviceID=${encodeURIComponent(serviceID)}`),
      );
      if (!parsed.success) throw new VtpassError("VTpass service-variations: unexpected answer");
      const list = parsed.data.content.variations ?? parsed.data.content.varations ?? [];
      return list.flatMap((v) => {
        const amountKobo = vtpassAmountKobo(v.variation_amount);
        if (amountKobo === null) return [];
        return [
          {
            variationCode: v.variation_code,
            name: v.name,
            amountKobo,
            fixedPrice: (v.fixedPrice ?? "").toLowerCase() === "yes",
          },
        ];
      });
    },

    async merchantVerify(q) {
      const res = await call("POST", "merchant-verify", q);
      if (res.kind !== "answer") return { ok: false, code: null, message: "The verification service did not answer." };
      const parsed = verifyAnswerSchema.safeParse(res.body);
      if (!parsed.success)
        return { ok: false, code: null, message: "The verification service gave an unexpected answer." };
      const { code, content, response_description } = parsed.data;
      const c = content ?? {};
      const wrong = c.WrongBillersCode === true || c.WrongBillersCode === "true" || typeof c.error === "string";
      if (
        (code === "000" || code === "020") &&
        !wrong &&
        typeof c.Customer_Name === "string" &&
        c.Customer_Name.trim() !== ""
      )
        return { ok: true, content: c };
      const message = typeof c.error === "string" ? c.error : (response_description ?? "Verification failed.");
      return { ok: false, code, message };
    },

    async pay(body) {
      const askedAt = now();
      return { ...classify(await call("POST", "pay", body), "pay"), askedAt };
    },

    async requery(requestId) {
      const askedAt = now();
      return { ...classify(await call("POST", "requery", { request_id: requestId }), "requery"), askedAt };
    },

    async balance() {
      const parsed = balanceAnswerSchema.safeParse(await answerOf("GET", "balance"));
      if (!parsed.success) throw new VtpassError("VTpass balance: unexpected answer");
      return vtpassAmountKobo(parsed.data.contents.balance) ?? 0;
    },

    requestId(suffix) {
      return makeRequestId(now(), suffix);
    },
  };
}
