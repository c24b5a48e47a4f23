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
