/**
 * Nigerian mobile numbers (spec 5: airtime, data, exam pins and KYC): 0, then 7-9, then 0-1, then 8
 * digits. Their own module: the KYC form needs them without the purchase contract.
 */
export const NIGERIAN_MOBILE = /^0[7-9][01]\d{8}$/;
export const NIGERIAN_MOBILE_MSG = "Enter a valid Nigerian phone number";

/** The longest phone text a field takes before normalising ("+234 (0) 801-111-1111" is 21). */
export const PHONE_TEXT_MAX = 32;

/**
 * What a typed or pasted phone may contain: digits, spaces (a no-break one from a formatted paste
 * too, but no tab or line break), dots, dashes, brackets, and one plus at the start ("+234 …",
 * "(+234) …").
 */
export const PHONE_CHARS = /^\(?\+?[\d \u00a0\u202f().-]+$/;

/** Phone text of 10 to 15 digits written any of those ways (register, business): normalised after. */
export const isLoosePhone = (v: string) => {
  const digits = v.replace(/\D/g, "").length;
  return PHONE_CHARS.test(v) && digits >= 10 && digits <= 15;
};

/** A normalised Nigerian number of any kind (mobile or not): what a phone field may rewrite a paste to. */
export const NATIONAL_NUMBER = /^0\d{10}$/;
