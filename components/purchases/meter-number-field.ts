import { digitsOnly } from "@/lib/purchases/entry-rules";
import type { VerifiedNumberField } from "./verify-number-row";

export const METER_NUMBER: VerifiedNumberField = {
  label: "Meter number",
  button: "Verify Meter",
  maxLength: 13,
  placeholder: "10-13 digits",
  hint: "10-13 digits",
  numeric: true,
  clean: (text) => digitsOnly(text, 13),
};
