import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { NATIONAL_NUMBER, PHONE_CHARS } from "./phone";

/**
 * The one phone normaliser (issue 16): what a customer pastes or types, "0801 111 1111",
 * "+234 801 111 1111", "(0801) 111-1111", "234-801-111-1111", "+234 (0) 801...", becomes the
 * national form 08011111111; the rules of spec 5 then judge that. Read with libphonenumber-js
 * and its min metadata, never by slicing.
 *
 * Page weight: the library with its metadata is ~29 kB gzipped, and the purchase pages have ~7 kB
 * left under the 1.5x limit (e2e/page-weight.spec.ts). So the API and the server pages import
 * this module, and the browser only loads it on demand (lib/client/phone-normaliser.ts, started
 * when a phone field is first focused or typed in): no page's first load carries it, and it holds
 * no zod (the purchase schema's phone field is in purchase-requests.ts). Schemas that use it live in files
 * the pages do not load at first (purchase-requests.ts, register.ts, business.ts).
 *
 * A number that is not a possible Nigerian number is not rewritten beyond dropping what is not a
 * digit, so it still fails with the spec's message (a short number, a foreign one for a purchase).
 * Text with anything but digits and a phone's punctuation (a letter, "=", "%", "/") is not a number
 * at all and is handed back as written: dropping the junk made "0801x111y1111" or "080111111%0A=1"
 * a real, different number money was sent to.
 */
export function normaliseNigerianPhone(text: string): string {
  if (!PHONE_CHARS.test(text)) return text.trim();
  const digits = text.replace(/\D/g, "");
  const parsed = parsePhoneNumberFromString(text, "NG");
  if (!parsed || parsed.countryCallingCode !== "234" || !parsed.isPossible()) return digits;
  const national = parsed.nationalNumber;
  return national.startsWith("0") ? national : `0${national}`;
}

/** A Nigerian number in its national form; any other number as written (a business abroad keeps its "+44 …"). */
export function normalisePhoneIfNigerian(text: string): string {
  const national = normaliseNigerianPhone(text);
  return NATIONAL_NUMBER.test(national) ? national : text.trim();
}
