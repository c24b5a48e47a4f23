/**
 * Nigerian mobile numbers (spec 5: airtime, data, exam pins and KYC): 0, then 7-9, then 0-1, then 8
 * digits. Their own module: the KYC form needs them without the purchase contract.
 */
export const NIGERIAN_MOBILE = /^0[7-9][01]\d{8}$/;
export const NIGERIAN_MOBILE_MSG = "Enter a valid Nigerian phone number";
