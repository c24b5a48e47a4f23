/**
 * Nigerian mobile numbers (spec 5: airtime, data, exam pins and KYC): 0, then 7-9, then 0-1, then 8
 * digits. Their own module: the KYC form needs them without the purchase contract.
 */
export const NIGERIAN_MOBILE = /^0[7-9][01]\d{8}$/;
export const NIGERIAN_MOBILE_MSG = "Enter a valid Nigerian phone number";

/** The longest phone text a field takes before normalising ("+234 (0) 801-111-1111" is 21). */
export const PHONE_TEXT_MAX = 32;

/** A normalised Nigerian number of any kind (mobile or not): what a phone field may rewrite a paste to. */
export const NATIONAL_NUMBER = /^0\d{10}$/;
