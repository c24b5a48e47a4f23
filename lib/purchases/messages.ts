import type { PurchaseService } from "./request-id";
import { BILL_SERVICES, type BillService, type ServiceKey } from "./service-catalog";

/** Spec 8 (Buying pages, Electricity, PayTV, Exam page) and spec 2.6 texts, word for word. */
export const BUY_MSG = {
  noNetworks: "No networks available. Please try again later.",
  networksFailed: "Could not load networks.",
  noPlans: "No plans found for this network.",
  plansFailed: "Could not fetch data plans.",
  noDiscosFallback: "No providers available. Using fallback list.",
  discosFailed: "Failed to load electricity providers",
  meterVerifyFailed: "Failed to verify meter number",
  paytvPlansFailed: "Failed to load plans.",
  paytvPlansUnreachable: "Could not load plans.",
  smartcardFailed: "Smartcard verification failed.",
  smartcardInvalid: "Invalid smartcard number.",
  noExamTypes: "No exam types available. Please try again later.",
  examTypesFailed: "Could not load exam types. Please try again later.",
  noExamVariations: "No variations found for this exam type.",
  examVariationsFailed: "Could not fetch exam variations. Please try again.",
  jambFailed: "Failed to verify JAMB profile. Please check the profile ID and try again.",
  previewFailed: "Failed to preview purchase. Please try again.",
  insufficientTitle: "Insufficient Balance",
  insufficientBalance: "Insufficient balance.",
  paymentFailed: "Payment failed. Please try again.",
  /** No answer reached the browser: the purchase is looked up by its request id before anything is said of it. */
  paymentUnconfirmed:
    "The connection dropped before this payment could be confirmed. We are checking it now; paying again with Try again never charges you twice.",
  invalidPurchase: "Invalid purchase details. Please try again.",
  userLoadFailed: "Could not load user data.",
  logIn: "Please log in to continue.",
  airtimeResultSuccess: "Your airtime was sent successfully.",
  airtimeResultFailure: "There was an issue processing your airtime.",
  verifyMeterFirst: "Please verify the meter number before proceeding.",
  verifySmartcardFirst: "Please verify the smartcard before proceeding.",
  verifyJambFirst: "Please verify the JAMB profile before proceeding.",
} as const;

/** Spec 8 failure texts per service. */
export const PURCHASE_FAILED: Record<PurchaseService, string> = {
  airtime: "Airtime purchase failed.",
  data: "Data purchase failed.",
  electricity: "Electricity purchase failed.",
  paytv: "Cable TV purchase failed.", // spec 8 says PayTV; customers read Cable TV everywhere (issue 16)
  exam: "Exam pin purchase failed.",
};

/** The catalogue's service of each purchase flow (the flow key "paytv" is the tile key "cabletv"). */
export const FLOW_SERVICE: Record<PurchaseService, ServiceKey> = {
  airtime: "airtime",
  data: "data",
  electricity: "electricity",
  paytv: "cabletv",
  exam: "exam",
};

const byFlow = (pick: (s: BillService) => string) =>
  Object.fromEntries(Object.entries(FLOW_SERVICE).map(([flow, key]) => [flow, pick(BILL_SERVICES[key])])) as Record<
    PurchaseService,
    string
  >;

/** Entry pages of each service (summary pages go back here on a bad query). */
export const ENTRY_PAGE = byFlow((s) => s.href);

/** The service as the transaction details after payment name it. */
export const SERVICE_NAME = byFlow((s) => s.itemName);

/** The result view's title (the browser tab's while it shows): "Airtime purchase result", not the summary's. */
export const RESULT_TITLE = byFlow((s) => `${s.itemName} purchase result`);
