import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import { businesses, businessLogos } from "../db/schema";
import type { AppContext } from "../http/context";
import { validationFailed } from "../http/errors";
import { BUSINESS_MSG, type BusinessView, type businessSchema } from "../../lib/contracts/merchant";
import { decodeLogo } from "./logo-image";
import { normalisePhoneIfNigerian } from "../../lib/contracts/phone-number";

export type Business = typeof businesses.$inferSelect;
type BusinessValues = z.output<typeof businessSchema>;

export const logoPath = (logoId: string) => `/api/business/logo/${logoId}`;

export function businessView(b: Business): BusinessView {
  return {
    name: b.name,
    address: b.address,
    phone: b.phone,
    email: b.email,
    logo: b.logoId ? logoPath(b.logoId) : null,
    logo_id: b.logoId,
  };
}

export async function findBusiness(ctx: AppContext, userId: string): Promise<Business | null> {
  const [row] = await ctx.db.select().from(businesses).where(eq(businesses.userId, userId));
  return row ?? null;
}

/** Creates or updates the customer's business details; a new logo replaces (and deletes) the old one. */
export async function saveBusiness(ctx: AppContext, userId: string, v: BusinessValues): Promise<Business> {
  const logo = v.logo ? decodeLogo(v.logo) : null;
  if (logo && !logo.ok)
    throw validationFailed({ logo: [logo.problem === "size" ? BUSINESS_MSG.logoSize : BUSINESS_MSG.logoType] });
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    let logoId: string | null | undefined;
    if (logo?.ok) {
      const [row] = await tx
        .insert(businessLogos)
        .values({ userId, contentType: logo.contentType, bytes: logo.bytes, createdAt: now })
        .returning({ id: businessLogos.id });
      logoId = row.id;
    } else if (v.remove_logo) logoId = null;
    const fields = {
      name: v.name,
      address: v.address,
      phone: v.phone === null ? null : normalisePhoneIfNigerian(v.phone),
      email: v.email,
      updatedAt: now,
      ...(logoId !== undefined ? { logoId } : {}),
    };
    const [saved] = await tx
      .insert(businesses)
      .values({ userId, ...fields, createdAt: now })
      .onConflictDoUpdate({ target: businesses.userId, set: fields })
      .returning();
    // Logos no longer in use are dropped (the customer keeps one).
    if (logoId !== undefined) {
      await tx
        .delete(businessLogos)
        .where(
          saved.logoId
            ? and(eq(businessLogos.userId, userId), ne(businessLogos.id, saved.logoId))
            : eq(businessLogos.userId, userId),
        );
    }
    return saved;
  });
}

export async function findLogo(ctx: AppContext, logoId: string) {
  const [row] = await ctx.db.select().from(businessLogos).where(eq(businessLogos.id, logoId));
  return row ?? null;
}
