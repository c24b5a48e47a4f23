import { reservedAccountFunding } from "./reserved-account-funding";
import { invoicePayment } from "../merchant/invoice-payment";
import type { ProductHandler } from "./product-handler";

/**
 * SUCCESSFUL_TRANSACTION handlers by eventData.product.type.
 */
export const monnifyProductHandlers: Record<string, ProductHandler> = {
  RESERVED_ACCOUNT: reservedAccountFunding,
  INVOICE: invoicePayment,
};
