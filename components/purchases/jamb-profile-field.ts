import type { VerifiedNumberField } from "./verify-number-row";

export const JAMB_PROFILE: VerifiedNumberField = {
  label: "JAMB profile ID",
  button: "Verify Profile",
  maxLength: 30,
  placeholder: "e.g. 0123456789",
  clean: (text) => text.trim(),
};
