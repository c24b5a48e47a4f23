import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_CODES } from "../../lib/contracts/error-codes";
import { tooManyAttemptsFor } from "../../lib/contracts/messages";
import { PURCHASE_MSG } from "../../lib/contracts/purchase-rules";
import { allowHeader } from "../../lib/allow-header";
import { allowedMethods } from "./allowed-methods";

/** The one error of the product API. Every failure answers { message, errors?, code? }. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
    /** The answer's machine-readable reason (lib/contracts/error-codes.ts). */
    public readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Unauthenticated.") => new AppError(401, message);
export const forbidden = (message = "Forbidden.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
/** A method the path does not answer (the web's BFF says the same, lib/bff/json.ts). */
const METHOD_NOT_ALLOWED = "Method not allowed.";
/** 429 with Retry-After in seconds (RFC 9110 10.2.3). */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, tooManyAttemptsFor(retryAfterSeconds), undefined, { "retry-after": String(retryAfterSeconds) });
/** A wallet that cannot pay: the purchase engine's (every purchase, scheduled, bulk and partner ones too) and a level upgrade's. */
export const insufficientBalance = () =>
  new AppError(
    400,
    PURCHASE_MSG.insufficientBalance,
    { amount: [PURCHASE_MSG.insufficientBalance] },
    undefined,
    ERROR_CODES.insufficientBalance,
  );

export function validationFailed(errors: Record<string, string[]>): AppError {
  const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  return new AppError(422, first, errors);
}

/** An issue as fastify-type-provider-zod reports it: zod's code as `keyword`, its path as `instancePath`. */
interface ZodLikeIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { issue?: { code?: string; path?: PropertyKey[]; message?: string } };
}

interface Issue {
  code?: string;
  path: PropertyKey[];
  message: string;
}

function normalize(i: ZodLikeIssue): Issue {
  return {
    code: i.params?.issue?.code ?? i.keyword,
    path: i.params?.issue?.path ?? (i.instancePath ?? "").split("/").filter(Boolean),
    message: i.params?.issue?.message ?? i.message ?? "Invalid value.",
  };
}

/** A JSON body that is not an object (an array, a string, null): no field of it can be named. */
export const BODY_NOT_AN_OBJECT = "Request body must be a JSON object.";

/**
 * zod's own wording for a value of the wrong type ("Invalid input: expected string, received
 * undefined"), which a schema gives when it has no message of the spec's for that case. Such a
 * message never reaches a client: a missing field is "<field> is required.", another type "<field> is invalid.".
 */
const LIBRARY_TYPE_MESSAGE = /^Invalid input/;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** Issues zod words itself as "Invalid input…": a wrong type, and a value no member of a union took. */
const LIBRARY_WORDED = new Set<string | undefined>(["invalid_type", "invalid_union"]);

function issueMessage({ code, path, message }: Issue, input: unknown): string {
  if (!LIBRARY_WORDED.has(code) || !path.length || !LIBRARY_TYPE_MESSAGE.test(message)) return message;
  const name = path.map(String).join(".");
  return valueAt(input, path) === undefined ? `${name} is required.` : `${name} is invalid.`;
}

/** The body is not an object, and the schema said so of the whole body (a wrong type at its root). */
function isBodyNotAnObject(body: unknown, issues: Issue[]): boolean {
  if (body !== null && typeof body === "object" && !Array.isArray(body)) return false;
  return issues.some((i) => i.code === "invalid_type" && !i.path.length);
}

function errorsFromValidation(issues: Issue[], input: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of issues) (out[i.path.length ? String(i.path[0]) : "_"] ??= []).push(issueMessage(i, input));
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
      return reply.code(err.status).send({
        message: err.message,
        ...(err.errors && { errors: err.errors }),
        ...(err.code && { code: err.code }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A path that does not fit the route's params (an id too long) names nothing that exists.
      if (err.validationContext === "params") return reply.code(404).send({ message: "Not found." });
      const issues = (err.validation as unknown as ZodLikeIssue[]).map(normalize);
      if (err.validationContext === "body" && isBodyNotAnObject(req.body, issues)) {
        return reply.code(400).send({ message: BODY_NOT_AN_OBJECT });
      }
      const input =
        err.validationContext === "body" ? req.body : err.validationContext === "querystring" ? req.query : undefined;
      const e = validationFailed(errorsFromValidation(issues, input));
      return reply.code(422).send({ message: e.message, errors: e.errors });
    }
    const status = typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(err) });
    }
    req.log.error({ err }, "unhandled error");
    return reply.code(500).send({ message: "Internal server error." });
  });
  app.setNotFoundHandler((req, reply) => {
    // No route answers OPTIONS: a path that exists names its methods. Another method the path does
    // not answer is 405 with those methods in Allow (RFC 9110 15.5.6), as the web's BFF answers it.
    // A path no route has is 404, as is what a route of this method sends here (an unknown docs file).
    const methods = allowedMethods(app, req.url);
    if (methods.length && !methods.includes(req.method)) {
      reply.header("Allow", allowHeader(methods));
      if (req.method === "OPTIONS") return reply.code(204).send();
      return reply.code(405).send({ message: METHOD_NOT_ALLOWED });
    }
    return reply.code(404).send({ message: "Not found." });
  });
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
