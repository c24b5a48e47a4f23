import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  changePinSchema,
  PIN_MSG,
  pinMessageResponse,
  pinStatusResponse,
  resetPinSchema,
  setPinSchema,
} from "../../lib/contracts/pin";
import { answer, errorResponses, secured, signedIn } from "../http/route-kit";
import { changePin, pinStatus, requestPinReset, resetPin, setPin } from "./transaction-pin";

const doc = (summary: string, description: string) => ({ ...secured("account", summary), description });

/** The signed-in customer's transaction PIN: /api/pin. Authentication first (onRequest), then the body. */
export const pinRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    "/pin",
    {
      ...signedIn,
      schema: {
        ...doc(
          "Transaction PIN status",
          "Whether the customer has set a transaction PIN, until when it is locked after 5 wrong PINs in a row, and how many tries are left before it locks. Never the PIN.",
        ),
        response: { 200: pinStatusResponse, ...errorResponses(401) },
      },
    },
    async (req) => answer(pinStatusResponse, { data: await pinStatus(ctx, req.auth!.userId) }),
  );

  app.post(
    "/pin",
    {
      ...signedIn,
      schema: {
        ...doc(
          "Set the transaction PIN",
          "Sets the first PIN (4 digits, not four of one digit or a run like 1234) with the account's password. 409 when a PIN is set already (change or reset it instead); 422 for a wrong password (5 wrong an account per 15 minutes, then 429).",
        ),
        body: setPinSchema,
        response: { 200: pinMessageResponse, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (req) => {
      await setPin(ctx, req.auth!.userId, req.body);
      return answer(pinMessageResponse, { message: PIN_MSG.set });
    },
  );

  app.post(
    "/pin/change",
    {
      ...signedIn,
      schema: {
        ...doc(
          "Change the transaction PIN",
          "Replaces the PIN given the old one. A wrong old PIN counts like a wrong PIN at payment: 403 with the tries left, 423 with Retry-After once 5 in a row lock it for 30 minutes.",
        ),
        body: changePinSchema,
        response: { 200: pinMessageResponse, ...errorResponses(401, 403, 422, 423) },
      },
    },
    async (req) => {
      await changePin(ctx, req.auth!.userId, req.body);
      return answer(pinMessageResponse, { message: PIN_MSG.changed });
    },
  );

  app.post(
    "/pin/reset/request",
    {
      ...signedIn,
      schema: {
        ...doc(
          "Email a PIN reset code",
          "Mails the customer a 6-digit code for POST /api/pin/reset (the newest code only works). 5 an hour per account (429); 423 while PIN reset is paused after 3 codes failed in 24 hours.",
        ),
        response: { 200: pinMessageResponse, ...errorResponses(401, 423, 429) },
      },
    },
    async (req) => {
      await requestPinReset(ctx, req.auth!.userId);
      return answer(pinMessageResponse, { message: PIN_MSG.resetSent });
    },
  );

  app.post(
    "/pin/reset",
    {
      ...signedIn,
      schema: {
        ...doc(
          "Reset the transaction PIN",
          "Sets a new PIN with the mailed code and the password, and ends any PIN lock. 422 on the password or code field when either is wrong.",
        ),
        body: resetPinSchema,
        response: { 200: pinMessageResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (req) => {
      await resetPin(ctx, req.auth!.userId, req.body);
      return answer(pinMessageResponse, { message: PIN_MSG.reset });
    },
  );
};
