import { z } from "zod";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { loginResponse } from "./account";

/**
 * Passkeys (WebAuthn): adding, listing, renaming and removing them (/api/passkeys), signing in with
 * one (/api/passkeys/sign-in) and approving a purchase with one (/api/passkeys/approval-options, body in passkey-approval.ts).
 * The WebAuthn JSON shapes are SimpleWebAuthn's; the checks at the end of this file hold the
 * schemas to its types, so a mismatch fails `npm run typecheck`.
 */

export const PASSKEY_NAME_MAX = 50;
/** How many passkeys one customer may keep. */
export const MAX_PASSKEYS = 10;

export const PASSKEY_MSG = {
  nameRequired: "Give the passkey a name.",
  nameTooLong: `The name must be at most ${PASSKEY_NAME_MAX} characters.`,
  added: "Passkey added.",
  renamed: "Passkey renamed.",
  removed: "Passkey removed.",
  notFound: "Passkey not found.",
  tooMany: `You can keep at most ${MAX_PASSKEYS} passkeys. Remove one first.`,
  alreadyAdded: "This passkey is already added.",
  /** Any refused ceremony: an expired or used challenge, a bad signature, no user verification. */
  refused: "The passkey could not be verified. Please try again.",
  signInRefused: "That passkey is not recognised. Sign in with your password.",
  noPasskeys: "You have no passkey yet. Add one in your profile.",
  responseInvalid: "The passkey answer is invalid.",
} as const;

export const passkeyNameField = z
  .string({ error: PASSKEY_MSG.nameRequired })
  .trim()
  .min(1, PASSKEY_MSG.nameRequired)
  .max(PASSKEY_NAME_MAX, PASSKEY_MSG.nameTooLong);

// --- WebAuthn JSON -------------------------------------------------------------------------

const b64url = (max: number) =>
  z
    .string({ error: PASSKEY_MSG.responseInvalid })
    .max(max, PASSKEY_MSG.responseInvalid)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, PASSKEY_MSG.responseInvalid);

const transports = z.array(z.string().max(20)).max(10);

const credentialDescriptor = z.object({
  id: z.string(),
  /** "public-key" (typed as any text in the WebAuthn JSON). */
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

const userVerification = z.enum(["required", "preferred", "discouraged"]);
const hints = z.array(z.enum(["hybrid", "security-key", "client-device"]));

/** What the browser passes to navigator.credentials.create (startRegistration's optionsJSON). */
export const creationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal("public-key") })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["cross-platform", "platform"]).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints: hints.optional(),
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** What the browser passes to navigator.credentials.get (startAuthentication's optionsJSON). */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
  hints: hints.optional(),
});

const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** What every credential the browser sends carries besides its `response`. */
const credentialFields = {
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal("public-key", { error: PASSKEY_MSG.responseInvalid }),
  authenticatorAttachment: z.enum(["cross-platform", "platform"]).optional(),
  clientExtensionResults: clientExtensionResults.default({}),
};

/** startRegistration's answer, as the browser sends it. */
export const registrationCredentialSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: b64url(4000),
        attestationObject: b64url(30_000),
        authenticatorData: b64url(30_000).optional(),
        transports: transports.optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: b64url(4000).optional(),
      },
      { error: PASSKEY_MSG.responseInvalid },
    ),
  },
  { error: PASSKEY_MSG.responseInvalid },
);

/** startAuthentication's answer (an assertion), as the browser sends it. */
export const authenticationCredentialSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: b64url(4000),
        authenticatorData: b64url(30_000),
        signature: b64url(2000),
        userHandle: b64url(200).optional(),
      },
      { error: PASSKEY_MSG.responseInvalid },
    ),
  },
  { error: PASSKEY_MSG.responseInvalid },
);
export type AssertionJson = z.infer<typeof authenticationCredentialSchema>;

// --- Bodies ---------------------------------------------------------------------------------

/** POST /api/passkeys: the new passkey's name and the browser's registration answer. */
export const addPasskeySchema = z.object({
  name: passkeyNameField,
  response: registrationCredentialSchema,
});

/** PUT /api/passkeys/{id}. */
export const renamePasskeySchema = z.object({ name: passkeyNameField });

/** POST /api/passkeys/sign-in. */
export const passkeySignInSchema = z.object({ response: authenticationCredentialSchema });

// --- Answers --------------------------------------------------------------------------------

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601; null when never used since it was added. */
  last_used_at: z.string().nullable(),
});
export type PasskeyView = z.infer<typeof passkeySchema>;

/** GET /api/passkeys: newest first. */
export const passkeysResponse = z.object({ data: z.array(passkeySchema) });
/** POST /api/passkeys, PUT /api/passkeys/{id}. */
export const passkeySavedResponse = z.object({ message: z.string(), data: passkeySchema });
/** DELETE /api/passkeys/{id}. */
export const passkeyRemovedResponse = z.object({ message: z.string() });
/** POST /api/passkeys/registration-options. */
export const registrationOptionsResponse = z.object({ options: creationOptionsSchema });
/** POST /api/passkeys/sign-in/options and /api/passkeys/approval-options. */
export const requestOptionsResponse = z.object({ options: requestOptionsSchema });
/** POST /api/passkeys/sign-in: what POST /api/login answers. */
export const passkeySignInResponse = loginResponse;

// --- Held to SimpleWebAuthn's types (compile-time only) -------------------------------------

type Assignable<A extends B, B> = A;
export type PasskeyTypeChecks = [
  Assignable<z.infer<typeof creationOptionsSchema>, PublicKeyCredentialCreationOptionsJSON>,
  Assignable<z.infer<typeof requestOptionsSchema>, PublicKeyCredentialRequestOptionsJSON>,
  Assignable<z.infer<typeof registrationCredentialSchema>, RegistrationResponseJSON>,
  Assignable<z.infer<typeof authenticationCredentialSchema>, AuthenticationResponseJSON>,
];
