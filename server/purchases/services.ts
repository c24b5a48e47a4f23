/** The five purchase services (history `service` values = the dashboard tile keys). */
export const SERVICE_KEYS = ["airtime", "data", "electricity", "cabletv", "exam"] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const SERVICE_LABEL: Record<ServiceKey, string> = {
  airtime: "Airtime",
  data: "Data",
  electricity: "Electricity",
  cabletv: "PayTV",
  exam: "Exam pin",
};

/** Display names of the networks (VTpass calls 9mobile "etisalat"). */
export const NETWORK_NAMES: Record<string, string> = {
  mtn: "MTN",
  glo: "GLO",
  airtel: "Airtel",
  etisalat: "9mobile",
};
