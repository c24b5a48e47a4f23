import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { AfterAnswer } from "./after-answer";

/** Everything a route or service needs, created once per API instance. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: "pglite" | "postgres";
  mailer: Mailer;
  /** Work started by a request that its answer does not wait for (mails, account-dependent steps). */
  afterAnswer: AfterAnswer;
  /** The clock; tests move it to expire codes and tokens. */
  now: () => Date;
  /**
   * Set only on the partner API's test-mode context (server/partner/test-mode.ts): the live context
   * it serves. Its presence is what makes that context's webhook events test-mode ones, and the live
   * context's rules (sandbox or production) still decide where its webhooks may be sent.
   */
  live?: AppContext;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    rawBody?: string;
    auth?: { userId: string; tokenId: string; isAdmin: boolean };
  }
}
