import type { z } from "zod";
import {
  kycInfoBodySchema,
  loginBodySchema,
  monnifyEnvelopeSchema,
  reservedAccountBodySchema,
  reservedAccountTransactionsBodySchema,
  transactionBodySchema,
  type ReservedAccountTransaction,
  type ReservedAccountBody,
  type TransactionBody,
} from "./monnify-schemas";
import type { FetchLike } from "../in-process-fetch";
import { CallRefused, createCallLimiter, type CallLimiter, type CallLimits } from "../call-limiter";

export interface MonnifyAdapterOptions {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  contractCode: string;
  fetch?: FetchLike;
  now?: () => Date;
  timeoutMs?: number;
  /** Calls in flight and waiting at once (server/config.ts PROVIDER_*); unbounded when absent. */
  limits?: CallLimits;
}

/**
 * timeout / unavailable: the outcome is unknown or the provider is down; retry later.
 * rejected: the provider refused the request (4xx with a message); retrying the same request will not help.
 * already_reserved: a create refused because Monnify already holds an account for this customer
 *   ("You cannot reserve more than 1 account(s) for a customer", a reused accountReference) and no
 *   account answers to our reference: the customer's BVN, NIN or email is on another reserved account.
 * bad_answer: the answer did not parse; treat like unavailable.
 */
export type MonnifyErrorKind = "timeout" | "unavailable" | "rejected" | "already_reserved" | "bad_answer" | "auth";

export class MonnifyError extends Error {
  constructor(
    public readonly kind: MonnifyErrorKind,
    message: string,
    public readonly status?: number,
    public readonly responseCode?: string,
  ) {
    super(message);
    this.name = "MonnifyError";
  }
  get transient(): boolean {
    return this.kind !== "rejected" && this.kind !== "already_reserved";
  }
}

/**
 * Monnify requires a BVN or a NIN on every reserved account (mandatory since September 2024 under the
 * central bank's rules; both official SDKs refuse a create with neither), so the type asks for one.
 */
export type ReservedAccountIdentity = { bvn: string; nin?: string } | { nin: string; bvn?: string };

export type ReservedAccountInput = {
  accountReference: string;
  accountName: string;
  customerEmail: string;
  customerName: string;
  preferredBanks?: string[];
} & ReservedAccountIdentity;

/**
 * Monnify's refusals of a create that mean "this customer already has a reserved account": R42
 * ("You cannot reserve more than 1 account(s) for a customer") and a reused accountReference.
 */
export function isAlreadyReservedRefusal(err: unknown): err is MonnifyError {
  if (!(err instanceof MonnifyError) || err.kind !== "rejected") return false;
  return (
    err.responseCode === "R42" ||
    /cannot reserve more than|existing reserved account|already (exists|reserved)|duplicate (account )?reference/i.test(
      err.message,
    )
  );
}

export interface CallOptions {
  timeoutMs?: number;
}

const TOKEN_MARGIN_MS = 60_000;

export class MonnifyAdapter {
  private readonly baseUrl: string;
  private readonly fetchFn: FetchLike;
  private readonly now: () => Date;
  private readonly timeoutMs: number;
  private readonly limiter: CallLimiter | null;
  private token: { value: string; expiresAt: number } | null = null;
  private loggingIn: Promise<string> | null = null;

  constructor(private readonly opts: MonnifyAdapterOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/$/, "");
    this.fetchFn = opts.fetch ?? ((url, init) => fetch(url, init));
    this.now = opts.now ?? (() => new Date());
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.limiter = opts.limits ? createCallLimiter(opts.limits) : null;
  }

  /**
   * POST /api/v2/bank-transfer/reserved-accounts. A refusal meaning the customer already has an account
   * (isAlreadyReservedRefusal) answers the account reserved under this reference (GET), e.g. after an
   * earlier create that timed out; when none answers to it, an already_reserved error.
   */
  async createReservedAccount(input: ReservedAccountInput, call?: CallOptions): Promise<ReservedAccountBody> {
    if (!input.bvn && !input.nin) throw new Error("A reserved account needs a BVN or a NIN.");
    const body = {
      accountReference: input.accountReference,
      accountName: input.accountName,
      currencyCode: "NGN",
      contractCode: this.opts.contractCode,
      customerEmail: input.customerEmail,
      customerName: input.customerName,
      ...(input.bvn ? { bvn: input.bvn } : {}),
      ...(input.nin ? { nin: input.nin } : {}),
      getAllAvailableBanks: !input.preferredBanks?.length,
      ...(input.preferredBanks?.length ? { preferredBanks: input.preferredBanks } : {}),
    };
    try {
      return await this.call("POST", "/api/v2/bank-transfer/reserved-accounts", reservedAccountBodySchema, body, call);
    } catch (err) {
      if (!isAlreadyReservedRefusal(err)) throw err;
      const existing = await this.getReservedAccount(input.accountReference, call);
      if (existing) return existing;
      throw new MonnifyError("already_reserved", err.message, err.status, err.responseCode);
    }
  }

  /** GET /api/v2/bank-transfer/reserved-accounts/{accountReference}; null when Monnify does not know it. */
  async getReservedAccount(accountReference: string, call?: CallOptions): Promise<ReservedAccountBody | null> {
    return this.orNullOn404(() =>
      this.call(
        "GET",
        `/api/v2/bank-transfer/reserved-accounts/${encodeURIComponent(accountReference)}`,
        reservedAccountBodySchema,
        undefined,
        call,
      ),
    );
  }

  /** PUT /api/v1/bank-transfer/reserved-accounts/{accountReference}/kyc-info. */
  async updateKycInfo(
    accountReference: string,
    kyc: { bvn?: string; nin?: string },
    call?: CallOptions,
  ): Promise<void> {
    await this.call(
      "PUT",
      `/api/v1/bank-transfer/reserved-accounts/${encodeURIComponent(accountReference)}/kyc-info`,
      kycInfoBodySchema,
      { ...(kyc.bvn ? { bvn: kyc.bvn } : {}), ...(kyc.nin ? { nin: kyc.nin } : {}) },
      call,
    );
  }

  /** GET /api/v2/transactions/{transactionReference}; null when Monnify does not know it. */
  async getTransaction(transactionReference: string, call?: CallOptions): Promise<TransactionBody | null> {
    return this.orNullOn404(() =>
      this.call(
        "GET",
        `/api/v2/transactions/${encodeURIComponent(transactionReference)}`,
        transactionBodySchema,
        undefined,
        call,
      ),
    );
  }

  /**
   * GET /api/v1/bank-transfer/reserved-accounts/transactions?accountReference=&page=&size=: one page
   * (0-based) of the transfers into a reserved account, newest first.
   */
  async getReservedAccountTransactions(
    accountReference: string,
    page: { page: number; size: number } = { page: 0, size: 50 },
    call?: CallOptions,
  ): Promise<{ content: ReservedAccountTransaction[]; last: boolean }> {
    const query = new URLSearchParams({ accountReference, page: String(page.page), size: String(page.size) });
    const body = await this.call(
      "GET",
      `/api/v1/bank-transfer/reserved-accounts/transactions?${query}`,
      reservedAccountTransactionsBodySchema,
      undefined,
      call,
    );
    return { content: body.content, last: body.last ?? body.content.length < page.size };
  }

  /** An authenticated call for endpoints defined beside this class (server/providers/monnify/monnify-invoices.ts). */
  async request<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    call?: CallOptions,
  ): Promise<z.output<S>> {
    return this.call(method, path, schema, body, call);
  }

  private async orNullOn404<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof MonnifyError && err.status === 404) return null;
      throw err;
    }
  }

  private async accessToken(call?: CallOptions): Promise<string> {
    const t = this.token;
    if (t && this.now().getTime() < t.expiresAt) return t.value;
    // One login at a time; concurrent callers share it.
    this.loggingIn ??= this.login(call).finally(() => {
      this.loggingIn = null;
    });
    return this.loggingIn;
  }

  private async login(call?: CallOptions): Promise<string> {
    const basic = Buffer.from(`${this.opts.apiKey}:${this.opts.secretKey}`).toString("base64");
    const res = await this.send("POST", "/api/v1/auth/login", { Authorization: `Basic ${basic}` }, undefined, call);
    const body = this.unwrap(res, loginBodySchema, "auth");
    const lifetimeMs = body.expiresIn * 1000;
    const margin = Math.min(TOKEN_MARGIN_MS, lifetimeMs / 10);
    this.token = { value: body.accessToken, expiresAt: this.now().getTime() + lifetimeMs - margin };
    return body.accessToken;
  }

  private async call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body: unknown,
    call?: CallOptions,
  ): Promise<z.output<S>> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken(call);
      const res = await this.send(method, path, { Authorization: `Bearer ${token}` }, body, call);
      // A token the provider no longer accepts (revoked, clock skew): log in again once.
      if (res.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      return this.unwrap(res, schema, "call");
    }
  }

  /** One call through this provider's limiter: refused unsent, it is "unavailable" (retried later). */
  private async send(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
    call?: CallOptions,
  ): Promise<{ status: number; json: unknown }> {
    if (!this.limiter) return this.sendNow(method, path, headers, body, call);
    try {
      return await this.limiter.run(() => this.sendNow(method, path, headers, body, call));
    } catch (err) {
      if (err instanceof CallRefused) throw new MonnifyError("unavailable", `Monnify was not called: ${err.message}.`);
      throw err;
    }
  }

  private async sendNow(
    method: string,
    path: string,
    headers: Record<string, string>,
    body: unknown,
    call?: CallOptions,
  ): Promise<{ status: number; json: unknown }> {
    const timeoutMs = call?.timeoutMs ?? this.timeoutMs;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new MonnifyError("timeout", `Monnify did not answer within ${timeoutMs} ms.`));
      }, timeoutMs);
    });
    const request = (async () => {
      let res: Response;
      try {
        res = await this.fetchFn(`${this.baseUrl}${path}`, {
          method,
          headers: {
            Accept: "application/json",
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (err) {
        throw new MonnifyError("unavailable", `Monnify could not be reached: ${(err as Error).message}`);
      }
      const textBody = await res.text();
      let json: unknown = null;
      try {
        json = textBody ? JSON.parse(textBody) : null;
      } catch {
        json = null;
      }
      return { status: res.status, json };
    })();
    try {
      return await Promise.race([request, timeout]);
    } finally {
      clearTimeout(timer);
      request.catch(() => {}); // a late failure after the timeout is already reported
    }
  }

  private unwrap<S extends z.ZodType>(
    res: { status: number; json: unknown },
    schema: S,
    what: "auth" | "call",
  ): z.output<S> {
    const env = monnifyEnvelopeSchema.safeParse(res.json);
    const message = (env.success && env.data.responseMessage) || `HTTP ${res.status}`;
    const code = env.success && env.data.responseCode != null ? String(env.data.responseCode) : undefined;
    if (res.status >= 500 || res.status === 429)
      throw new MonnifyError("unavailable", `Monnify is unavailable: ${message}`, res.status, code);
    if (res.status === 401 || res.status === 403) {
      if (what === "auth") this.token = null;
      throw new MonnifyError("auth", `Monnify refused the credentials: ${message}`, res.status, code);
    }
    if (res.status >= 400) throw new MonnifyError("rejected", message, res.status, code);
    if (!env.success)
      throw new MonnifyError("bad_answer", `Unexpected answer from Monnify (HTTP ${res.status}).`, res.status);
    if (!env.data.requestSuccessful) throw new MonnifyError("rejected", message, res.status, code);
    const parsed = schema.safeParse(env.data.responseBody);
    if (!parsed.success)
      throw new MonnifyError(
        "bad_answer",
        `Unexpected answer from Monnify: ${parsed.error.issues[0]?.message ?? "invalid"}.`,
        res.status,
        code,
      );
    return parsed.data;
  }
}

export function createMonnifyAdapter(opts: MonnifyAdapterOptions): MonnifyAdapter {
  return new MonnifyAdapter(opts);
}
