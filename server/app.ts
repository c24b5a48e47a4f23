import Fastify, { type FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { AppError, installErrorHandling } from "./http/errors";
import { installPurchaseLane } from "./http/purchase-lane-hook";
import { frameworkErrorOptions } from "./http/framework-errors";
import type { AppContext } from "./http/context";
import { AfterAnswer } from "./http/after-answer";
import { createMailer, type Mailer } from "./mail/mailer";
import { accountsRoutes } from "./accounts/routes";
import { walletRoutes } from "./wallet/routes";
import { purchasesRoutes } from "./purchases/routes";
import { vtpassWebhookRoutes } from "./purchases/webhook-routes";
import { merchantRoutes } from "./merchant/routes";
import { adminRoutes } from "./admin/routes";
import { sandboxRoutes } from "./sandbox/routes";
import { monnifySimulatorRoutes } from "./providers/monnify/monnify-simulator";
import { monnifyInvoiceSimulatorRoutes } from "./providers/monnify/monnify-invoice-simulator";
import { vtpassSimulatorRoutes } from "./providers/vtpass/vtpass-simulator";
import { webhookRoutes } from "./webhooks/routes";
import { accountRoutes } from "./wallet/account-routes";
import { sandboxFundingRoutes } from "./sandbox/funding-routes";
import { passkeysRoutes } from "./passkeys/routes";
import { pinRoutes } from "./security/pin-routes";
import { beneficiariesRoutes } from "./beneficiaries/routes";
import { statementRoutes } from "./statements/routes";
import { notificationsRoutes } from "./notifications/routes";
import { insightsRoutes } from "./insights/routes";
import { claimsRoutes } from "./claims/routes";
import { partnerApiRoutes, partnerKeyRoutes } from "./partner/routes";
import { schedulesRoutes } from "./schedules/routes";
import { scheduleSandboxRoutes } from "./schedules/sandbox-routes";
import { partnerWebhookRoutes } from "./partner-webhooks/routes";
import { bulkRoutes } from "./bulk/routes";
import { levelRoutes } from "./levels/routes";
import { referralRoutes } from "./referrals/routes";
import { mayHoldDirectionControls, withoutDirectionControls } from "./http/direction-controls";
import { holdsLoneSurrogate, mayHoldLoneSurrogate } from "./http/lone-surrogates";

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  now?: () => Date;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
}

/**
 * Never logged: credentials in headers, and the secrets a body can carry (passwords, the
 * transaction PIN), wherever a log line puts the body.
 */
export const LOG_REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  ...["pin", "old_pin", "new_pin", "password", "current_password", "password_confirmation"].flatMap((k) => [
    k,
    `*.${k}`,
    `*.*.${k}`,
  ]),
];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.LOG_LEVEL, redact: LOG_REDACT_PATHS, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    trustProxy: config.TRUST_PROXY.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: 1024 * 1024,
    ...frameworkErrorOptions,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: database.db }),
    now: opts.now ?? (() => new Date()),
    afterAnswer: new AfterAnswer(app.log),
  };
  app.decorate("ctx", ctx);
  app.addHook("onClose", () => ctx.afterAnswer.settled());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // PostgreSQL: purchases reach the pool through their gate, leaving a reserve to everything else.
  if (database.purchaseGate) installPurchaseLane(app, config.PURCHASE_QUEUE_MAX);

  // JSON only (Fastify also parses text/plain by default): any other body is 415 Unsupported content type.
  app.removeContentTypeParser("text/plain");
  // Keep the raw body: webhook signatures are computed over the exact bytes received.
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    req.rawBody = text;
    if (text.trim() === "") return done(null, {});
    // PostgreSQL text cannot hold NUL, and no field of this product has a use for it.
    if (text.includes("\u0000") || /\\u0000/i.test(text)) {
      return done(
        Object.assign(new Error("Request body must not contain NUL characters."), { statusCode: 400 }),
        undefined,
      );
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      const err = Object.assign(new Error("Request body is not valid JSON."), { statusCode: 400 });
      return done(err, undefined);
    }
    if (mayHoldLoneSurrogate(text) && holdsLoneSurrogate(parsed)) {
      return done(
        Object.assign(new Error("Request body must not contain broken text (half of a surrogate pair)."), {
          statusCode: 400,
        }),
        undefined,
      );
    }
    done(null, mayHoldDirectionControls(text) ? withoutDirectionControls(parsed) : parsed);
  });

  app.addHook("onRequest", async (req) => {
    if (/%00/.test(req.url)) throw new AppError(400, "The address must not contain NUL characters.");
  });

  await app.register(swagger, {
    openapi: {
      info: { title: "Naira Wallet product API", version: "1.0.0" },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          partnerKey: { type: "http", scheme: "bearer", description: "Partner API key: nw_live_... or nw_test_..." },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  app.get("/api/health", { schema: { hide: true } }, async () => ({ status: "ok", database: ctx.dbKind }));

  await app.register(accountsRoutes, { prefix: "/api" });
  await app.register(walletRoutes, { prefix: "/api" });
  await app.register(purchasesRoutes, { prefix: "/api" });
  await app.register(vtpassWebhookRoutes, { prefix: "/api" });
  await app.register(merchantRoutes, { prefix: "/api" });
  await app.register(adminRoutes, { prefix: "/api" });
  await app.register(webhookRoutes, { prefix: "/api" });
  await app.register(accountRoutes, { prefix: "/api" });
  await app.register(passkeysRoutes, { prefix: "/api" });
  await app.register(pinRoutes, { prefix: "/api" });
  await app.register(beneficiariesRoutes, { prefix: "/api" });
  await app.register(statementRoutes, { prefix: "/api" });
  await app.register(notificationsRoutes, { prefix: "/api" });
  await app.register(insightsRoutes, { prefix: "/api" });
  await app.register(claimsRoutes, { prefix: "/api" });
  await app.register(partnerKeyRoutes, { prefix: "/api" });
  await app.register(partnerApiRoutes, { prefix: "/v1" });
  await app.register(schedulesRoutes, { prefix: "/api" });
  await app.register(partnerWebhookRoutes, { prefix: "/api" });
  await app.register(bulkRoutes, { prefix: "/api" });
  await app.register(levelRoutes, { prefix: "/api" });
  await app.register(referralRoutes, { prefix: "/api" });
  if (config.sandbox) {
    await app.register(sandboxRoutes, { prefix: "/api" });
    await app.register(sandboxFundingRoutes, { prefix: "/api" });
    await app.register(scheduleSandboxRoutes, { prefix: "/api" });
    await app.register(monnifySimulatorRoutes, { prefix: "/sandbox/monnify" });
    await app.register(monnifyInvoiceSimulatorRoutes, { prefix: "/sandbox/monnify" });
    await app.register(vtpassSimulatorRoutes, { prefix: "/sandbox/vtpass/api" });
  }
  return app;
}
