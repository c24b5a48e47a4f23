import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { KYC_MSG, kycResponse, kycSubmitResponse, validateKycBody } from "../../lib/contracts/kyc";
import { PHONE_TEXT_MAX } from "../../lib/contracts/phone";
import { normaliseNigerianPhone } from "../../lib/contracts/phone-number";
import { AppError } from "../http/errors";
import { errorResponses, secured, signedIn } from "../http/route-kit";
import { kycStatusOf, latestSubmission, linkedIdentifiers, submissionView, submitKyc } from "./kyc-service";
import { limitMerchantAction } from "./rate-limits";

const field = (d: string) => z.unknown().optional().describe(d);

/** Either shape of spec 7.4 (the page's camelCase names or the modal's snake_case names), each with the type. */
const kycBodyDoc = z.looseObject({
  fullName: field("page: full name"),
  idType: field("page: bvn or nin, what bvnNin is (required: never guessed from the digits)"),
  bvnNin: field("page: BVN or NIN, 11 digits"),
  dateOfBirth: field("page: DD-MM-YYYY"),
  mobileNo: field("page: 0[7-9][0-1] and 8 digits"),
  referralSource: field("page: Social Media, Friend/Relative, Advertisement, Other"),
  full_name: field("modal: full name"),
  id_type: field("modal: bvn or nin"),
  bvn_nin: field("modal: BVN or NIN"),
  date_of_birth: field("modal: YYYY-MM-DD (date input) or DD-MM-YYYY"),
  mobile_no: field("modal: mobile number"),
  referral_source: field("modal: Social Media, Friend, Advertisement, Other"),
});

/** The mobile number as sent ("+234 801 111 1111") in the national form the rules judge (issue 16). */
function withNormalisedMobile(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const key of ["mobileNo", "mobile_no"])
    if (typeof out[key] === "string" && (out[key] as string).length <= PHONE_TEXT_MAX)
      out[key] = normaliseNigerianPhone(out[key] as string);
  return out;
}

/** POST /api/kyc/submit and GET /api/kyc (spec 7.4). */
export const kycRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.post(
    "/kyc/submit",
    {
      ...signedIn,
      schema: {
        ...secured(
          "kyc",
          "Submit the BVN or NIN (page or modal field names). Without an active virtual account it is reserved " +
            "with it (Monnify requires a BVN or NIN since September 2024); with one, the identifier is added to it " +
            "(kyc-info). 409 while a reservation with an earlier BVN/NIN is under way, or when that identifier " +
            "is linked already. Each submission is a paid match at Monnify: 5 a day per customer.",
        ),
        body: kycBodyDoc,
        // A 400 is the provider refusing the BVN/NIN: it answers like a 200, with success false.
        response: {
          200: kycSubmitResponse,
          400: kycSubmitResponse,
          ...errorResponses(401, 403, 404, 409, 422, 429, 502),
        },
      },
    },
    async (req, reply) => {
      const checked = validateKycBody(withNormalisedMobile(req.body), ctx.now);
      if (!checked.ok)
        throw new AppError(422, Object.values(checked.errors)[0]?.[0] ?? KYC_MSG.validationFailed, checked.errors);
      await limitMerchantAction(ctx, "kycSubmit", req.auth!.userId);
      const userId = req.auth!.userId;
      const { submission, outcome, account } = await submitKyc(ctx, userId, checked.values);
      const data = submissionView(submission);
      if (outcome.status === "failed") {
        return reply.code(400).send({
          success: false,
          message: KYC_MSG.linkFailed,
          reason: outcome.reason,
          kyc_status: await kycStatusOf(ctx, userId),
          data,
          account,
        });
      }
      return {
        success: true,
        message:
          outcome.status === "verified"
            ? KYC_MSG.submitted
            : submission.purpose === "reserve"
              ? KYC_MSG.pendingAccount
              : KYC_MSG.pendingLink,
        kyc_status: await kycStatusOf(ctx, userId),
        data,
        account,
      };
    },
  );

  r.get(
    "/kyc",
    {
      ...signedIn,
      schema: {
        ...secured("kyc", "The customer's KYC status, latest submission and linked identifiers (BVN/NIN masked)"),
        response: { 200: kycResponse, ...errorResponses(400, 401, 403, 404, 409, 422, 429, 502) },
      },
    },
    async (req) => {
      const userId = req.auth!.userId;
      const latest = await latestSubmission(ctx, userId);
      return {
        kyc_status: await kycStatusOf(ctx, userId),
        data: latest ? submissionView(latest) : null,
        identifiers: await linkedIdentifiers(ctx.db, userId),
      };
    },
  );
};
