/** The five purchase services: history `service` values, dashboard tile keys, admin settings rows. */
export const SERVICE_KEYS = ["airtime", "data", "electricity", "cabletv", "exam"] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const SERVICE_LABEL: Record<ServiceKey, string> = {
  airtime: "Airtime",
  data: "Data",
  electricity: "Electricity",
  cabletv: "PayTV",
  exam: "Exam pin",
};
