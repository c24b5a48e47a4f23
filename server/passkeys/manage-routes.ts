import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq, and } from "drizzle-orm";
import {
  addPasskeySchema,
  PASSKEY_MSG,
  passkeyRemovedResponse,
  passkeySavedResponse,
  passkeysResponse,
  registrationOptionsResponse,
  renamePasskeySchema,
} from "../../lib/contracts/passkeys";
import { passkeys } from "../db/schema";
import { notFound } from "../http/errors";
import { answer, errorResponses, idParams, secured, signedIn, uuidOr404 } from "../http/route-kit";
import { passkeysOf, passkeyView } from "./credentials";
import { limitPasskeys } from "./rate-limits";
import { addPasskey, registrationOptions } from "./registration";

/** The signed-in customer's passkeys: /api/passkeys. */
export const passkeyManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    "/passkeys/registration-options",
    {
      ...signedIn,
      schema: {
        ...secured("passkeys", "Options to create a passkey"),
        description:
          "WebAuthn creation options for the browser's navigator.credentials.create (SimpleWebAuthn's startRegistration): a discoverable credential with user verification required. The challenge is bound to the customer and expires in 5 minutes. 409 when the customer already has 10 passkeys.",
        response: { 200: registrationOptionsResponse, ...errorResponses(401, 409, 429) },
      },
    },
    async (req) => {
      await limitPasskeys(ctx, "registrationOptions", req.auth!.userId);
      return answer(registrationOptionsResponse, { options: await registrationOptions(ctx, req.auth!.userId) });
    },
  );

  app.post(
    "/passkeys",
    {
      ...signedIn,
      schema: {
        ...secured("passkeys", "Add a passkey"),
        description:
          "Verifies the browser's registration answer (origin, RP ID, user verification, a live challenge issued to this customer, used up here) and keeps the passkey under the given name. 400 when it cannot be verified, 409 when that passkey is already added or 10 are kept.",
        body: addPasskeySchema,
        response: { 200: passkeySavedResponse, ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (req) =>
      answer(passkeySavedResponse, {
        message: PASSKEY_MSG.added,
        data: await addPasskey(ctx, req.auth!.userId, req.body, req.log),
      }),
  );

  app.get(
    "/passkeys",
    {
      ...signedIn,
      schema: {
        ...secured("passkeys", "The customer's passkeys"),
        description: "Name, when added and when last used (sign-in or approval), newest first.",
        response: { 200: passkeysResponse, ...errorResponses(401) },
      },
    },
    async (req) => answer(passkeysResponse, { data: (await passkeysOf(ctx, req.auth!.userId)).map(passkeyView) }),
  );

  app.put(
    "/passkeys/:id",
    {
      ...signedIn,
      schema: {
        ...secured("passkeys", "Rename a passkey"),
        description: "404 for an unknown or another customer's passkey.",
        params: idParams,
        body: renamePasskeySchema,
        response: { 200: passkeySavedResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => {
      const id = uuidOr404(req.params.id, "Passkey");
      const [row] = await ctx.db
        .update(passkeys)
        .set({ name: req.body.name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, req.auth!.userId)))
        .returning();
      if (!row) throw notFound(PASSKEY_MSG.notFound);
      return answer(passkeySavedResponse, { message: PASSKEY_MSG.renamed, data: passkeyView(row) });
    },
  );

  app.delete(
    "/passkeys/:id",
    {
      ...signedIn,
      schema: {
        ...secured("passkeys", "Remove a passkey"),
        description:
          "The passkey can no longer sign in or approve. The authenticator keeps its copy until the customer deletes it there. 404 for an unknown or another customer's passkey.",
        params: idParams,
        response: { 200: passkeyRemovedResponse, ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      const id = uuidOr404(req.params.id, "Passkey");
      const rows = await ctx.db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, req.auth!.userId)))
        .returning({ id: passkeys.id });
      if (!rows.length) throw notFound(PASSKEY_MSG.notFound);
      return answer(passkeyRemovedResponse, { message: PASSKEY_MSG.removed });
    },
  );
};
