"use client";
export { PublicInvoiceError as default } from "@/components/merchant/public-invoice-error";
