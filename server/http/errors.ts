import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { tooManyAttemptsFor } from "../../lib/contracts/messages";

/** The one error of the product API. Every failure answers { message, errors? }. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Unauthenticated.") => new AppError(401, message);
export const forbidden = (message = "Forbidden.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** 429 with Retry-After in seconds (RFC 9110 10.2.3). */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, tooManyAttemptsFor(retryAfterSeconds), undefined, { "retry-after": String(retryAfterSeconds) });
export function validationFailed(errors: Record<string, string[]>): AppError {
  const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  return new AppError(422, first, errors);
}

interface ZodLikeIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function errorsFromValidation(issues: ZodLikeIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of issues) {
    const path = i.params?.issue?.path;
    const key = path && path.length ? String(path[0]) : ((i.instancePath ?? "").split("/").filter(Boolean)[0] ?? "_");
    const message = i.params?.issue?.message ?? i.message ?? "Invalid value.";
    (out[key] ??= []).push(message);
  }
  return out;
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Error answers are always { message, errors? } built here: serialize them as they are, not with
    // the route's response schema for that status (a route may document its own 400 shape, and a
    // framework 400 such as malformed JSON must not turn into a 500 "doesn't match the schema").
    reply.serializer(JSON.stringify).type("application/json; charset=utf-8");
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .code(err.status)
        .send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A path that does not fit the route's params (an id too long) names nothing that exists.
      if (err.validationContext === "params") return reply.code(404).send({ message: "Not found." });
      const e = validationFailed(errorsFromValidation(err.validation as unknown as ZodLikeIssue[]));
      return reply.code(422).send({ message: e.message, errors: e.errors });
    }
    const status = typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(err) });
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ message: "Internal server error." });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: "Not found." }));
}

/**
 * The message of a 4xx that is not an AppError. Fastify's own errors (FST_*) get ours, never
 * theirs: theirs name the framework and may quote the request.
 */
function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body is too large.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Request body is not valid JSON.";
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "The request body does not match its Content-Length.";
    case "FST_ERR_NOT_FOUND":
      return "Not found.";
    default:
      if (err.code?.startsWith("FST_") || !err.message) return "Bad request.";
      return err.message;
  }
}
