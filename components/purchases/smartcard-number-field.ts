import type { VerifiedNumberField } from "./verify-number-row";

export const SMARTCARD_NUMBER: VerifiedNumberField = {
  label: "Smartcard / IUC number",
  button: "Verify Smartcard",
  maxLength: 20,
  placeholder: "e.g. 1212121212",
  clean: (text) => text.replace(/\s/g, ""),
};
