// The service list is part of the contract the web shares (admin settings answers, filters).
export { SERVICE_KEYS, SERVICE_LABEL, type ServiceKey } from "../../lib/contracts/services";

/** Display names of the networks (VTpass calls 9mobile "etisalat"). */
export const NETWORK_NAMES: Record<string, string> = {
  mtn: "MTN",
  glo: "GLO",
  airtel: "Airtel",
  etisalat: "9mobile",
};
