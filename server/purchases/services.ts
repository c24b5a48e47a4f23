import { serviceNames, type ServiceKey } from "../../lib/purchases/service-catalog";

/** The five purchase services and the networks' names live in the shared service catalogue. */
export { NETWORK_NAMES, SERVICE_KEYS, type ServiceKey } from "../../lib/purchases/service-catalog";

/** A service as the API's texts (journal descriptions, messages) and the admin screens name it. */
export const SERVICE_LABEL: Record<ServiceKey, string> = serviceNames("operatorName");
