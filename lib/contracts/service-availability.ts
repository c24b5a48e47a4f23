import { z } from "zod";
import { successStatus } from "./common";
import { SERVICE_KEYS } from "../purchases/service-catalog";

/** One bill service as customers may use it now: off when an admin switched it off (Settings). */
export const serviceAvailability = z.object({
  service: z.enum(SERVICE_KEYS),
  available: z.boolean(),
  /** What the customer reads when it is off ("Cable TV purchases are temporarily unavailable."); null when on. */
  message: z.string().nullable(),
});
export type ServiceAvailability = z.infer<typeof serviceAvailability>;

/** GET /api/services: every bill service, in the catalogue's order. */
export const serviceAvailabilityResponse = z.object({
  status: successStatus,
  services: z.array(serviceAvailability),
});
export type ServiceAvailabilityList = z.infer<typeof serviceAvailabilityResponse>["services"];
