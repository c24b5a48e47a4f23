import "server-only";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { serviceAvailabilityResponse, type ServiceAvailability } from "@/lib/contracts/service-availability";
import type { ServiceKey } from "@/lib/purchases/service-catalog";
import { customerApi } from "./customer-api";

/**
 * GET /api/services once per request. Should the API not answer, every service reads as on:
 * the pages then behave as before, and the API still refuses a purchase of a switched-off one.
 */
export const getServiceAvailability = cache(async (): Promise<ServiceAvailability[]> => {
  try {
    return (await customerApi("services", serviceAvailabilityResponse)).services;
  } catch (err) {
    unstable_rethrow(err); // a 401 redirects to /login
    return [];
  }
});

/** The customer's message when this service is switched off, else null. */
export async function serviceOffNotice(service: ServiceKey): Promise<string | null> {
  const found = (await getServiceAvailability()).find((s) => s.service === service);
  return found && !found.available ? (found.message ?? "This service is temporarily unavailable.") : null;
}
