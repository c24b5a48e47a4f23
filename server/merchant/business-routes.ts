import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { isUuid } from "../../lib/contracts/common";
import { BUSINESS_MSG, businessResponse, businessSavedResponse, businessSchema } from "../../lib/contracts/merchant";
import { notFound, validationFailed } from "../http/errors";
import { errorResponses, idParams, secured, signedIn } from "../http/route-kit";
import { businessView, findBusiness, findLogo, saveBusiness } from "./business-service";

/** GET/POST /api/business (spec 7.4) and the logo, served back from the database. */
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 502);

export const businessRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    "/business",
    {
      ...signedIn,
      schema: {
        ...secured("business", "The customer's business details (data is null before the first save)"),
        response: { 200: businessResponse, ...errors },
      },
    },
    async (req) => {
      const b = await findBusiness(ctx, req.auth!.userId);
      return { data: b ? businessView(b) : null };
    },
  );

  r.post(
    "/business",
    {
      ...signedIn,
      // A 1 MB logo is about 1.4 MB of base64.
      bodyLimit: 2 * 1024 * 1024,
      // Only a logo makes a body this large: say so on the field, as for a logo just over 1 MB.
      errorHandler: (err) => {
        throw (err as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? validationFailed({ logo: [BUSINESS_MSG.logoSize] })
          : err;
      },
      schema: {
        ...secured(
          "business",
          "Save the business details; logo as base64 or a data: URL (png, jpeg or webp, at most 1 MB)",
        ),
        body: businessSchema,
        response: { 200: businessSavedResponse, ...errors },
      },
    },
    async (req) => ({
      message: BUSINESS_MSG.saved,
      data: businessView(await saveBusiness(ctx, req.auth!.userId, req.body)),
    }),
  );

  // Public on purpose: logos appear on public invoice pages; ids are random and change with every upload.
  r.get(
    "/business/logo/:id",
    {
      schema: {
        tags: ["business"],
        summary: "A business logo (image bytes)",
        params: idParams,
      },
    },
    async (req, reply) => {
      if (!isUuid(req.params.id)) throw notFound();
      const logo = await findLogo(ctx, req.params.id);
      if (!logo) throw notFound();
      return reply
        .header("Content-Type", logo.contentType)
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("X-Content-Type-Options", "nosniff")
        .send(logo.bytes);
    },
  );
};
