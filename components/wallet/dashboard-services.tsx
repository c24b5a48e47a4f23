import type { ServiceAvailability } from "@/lib/contracts/service-availability";
import { BillServices } from "./bill-services";

/** The Bill Services tiles once GET /api/services has answered, with the switched-off ones marked. */
export async function DashboardServices({ services }: { services: Promise<ServiceAvailability[]> }) {
  const unavailable = (await services).filter((s) => !s.available).map((s) => s.service);
  return <BillServices unavailable={unavailable} />;
}
