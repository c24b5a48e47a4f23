import type { FastifyPluginAsync } from "fastify";
import { messageResponse } from "../../lib/contracts/common";
import { errorResponses } from "../http/route-kit";
import { handleMonnifyWebhook } from "./monnify-webhook";

/**
 * Provider webhooks, mounted under /api. The body is kept as the exact text received (signatures
 * are computed over those bytes) and parsed by the handler, so even a malformed delivery is stored.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    req.rawBody = text;
    done(null, text);
  });

  app.post(
    "/webhooks/monnify",
    {
      schema: {
        tags: ["webhooks"],
        summary: "Monnify event notification (signed with monnify-signature: HMAC-SHA512 of the raw body)",
        response: { 200: messageResponse, ...errorResponses(401, 429, 503) },
      },
    },
    async (req, reply) => {
      const header = req.headers["monnify-signature"];
      const answer = await handleMonnifyWebhook(
        app.ctx,
        req.rawBody ?? "",
        Array.isArray(header) ? header[0] : header,
        req.ip,
      );
      return reply.code(answer.status).send(answer.body);
    },
  );
};
