import { lagosToday } from "../dates";
import {
  buildKycSchema,
  isoToDmy,
  KYC_MSG,
  kycFieldErrors,
  maskIdNumber,
  maskIdNumbersIn,
  parseDmy,
  toKycInput,
  validateKycBody,
} from "./kyc";
import { NAMES_THAT_PASS } from "./name-test-kit";

const now = () => new Date("2026-03-10T12:00:00Z");
const page = {
  fullName: "Ada Obi",
  idType: "bvn",
  bvnNin: "22123456789",
  dateOfBirth: "10-03-2008",
  mobileNo: "08031234567",
  referralSource: "Friend/Relative",
};

test("dates: DD-MM-YYYY parsed strictly, the date input converted", () => {
  expect(parseDmy("29-02-2024")).toEqual({ day: 29, month: 2, year: 2024 });
  expect(parseDmy("29-02-2023")).toBeNull();
  expect(parseDmy("2024-02-29")).toBeNull();
  expect(isoToDmy("1990-04-15")).toBe("15-04-1990");
  expect(lagosToday(new Date("2026-03-10T23:30:00Z"))).toBe("2026-03-11");
});

test("18 by year difference only", () => {
  const schema = buildKycSchema(now);
  expect(schema.safeParse(page).success).toBe(true); // 2026 - 2008 = 18
  expect(schema.safeParse({ ...page, dateOfBirth: "31-12-2008" }).success).toBe(true);
  const young = schema.safeParse({ ...page, dateOfBirth: "01-01-2009" });
  expect(young.success).toBe(false);
  expect(young.error!.issues[0].message).toBe(KYC_MSG.dobAge);
});

test("both shapes go through the one schema; errors come back in the sender's names", () => {
  expect(toKycInput({ full_name: "A", date_of_birth: "1990-04-15" })).toMatchObject({
    shape: "modal",
    input: { fullName: "A", dateOfBirth: "15-04-1990" },
  });
  const modal = validateKycBody(
    { full_name: "Ad", id_type: "nin", bvn_nin: "1", date_of_birth: "", mobile_no: "080", referral_source: "Friend" },
    now,
  );
  expect(modal).toEqual({
    ok: false,
    shape: "modal",
    errors: {
      full_name: [KYC_MSG.fullNameTooShort],
      bvn_nin: [KYC_MSG.bvnNin11],
      date_of_birth: [KYC_MSG.dobRequired],
      mobile_no: [KYC_MSG.mobile11],
    },
  });
  expect(validateKycBody(page, now)).toMatchObject({ ok: true, shape: "page" });
  const r = buildKycSchema(now).safeParse({});
  expect(kycFieldErrors(r.error!, "page")).toEqual({
    fullName: [KYC_MSG.fullNameRequired],
    idType: [KYC_MSG.idTypeRequired],
    bvnNin: [KYC_MSG.bvnNinRequired],
    dateOfBirth: [KYC_MSG.dobRequired],
    mobileNo: [KYC_MSG.mobileRequired],
    referralSource: [KYC_MSG.referralRequired],
  });
});

test("the type is what the customer says, whatever the digits: BVN or NIN, any case; nothing else", () => {
  const schema = buildKycSchema(now);
  expect(schema.parse({ ...page, idType: "NIN", bvnNin: "22123456789" })).toMatchObject({ idType: "nin" });
  expect(schema.parse({ ...page, idType: "bvn", bvnNin: "12345678901" })).toMatchObject({ idType: "bvn" });
  const missing = schema.safeParse({ ...page, idType: undefined });
  expect(missing.error!.issues.map((i) => i.message)).toEqual([KYC_MSG.idTypeRequired]);
  expect(schema.safeParse({ ...page, idType: "passport" }).success).toBe(false);
});

test("masking keeps the last 4 digits only, also inside a provider's message", () => {
  expect(maskIdNumber("6789")).toBe("*******6789");
  expect(maskIdNumbersIn("BVN 22123456789 does not match")).toBe("BVN *******6789 does not match");
  expect(maskIdNumbersIn("ref 123456789012 and 0801234567")).toBe("ref 123456789012 and 0801234567");
});

describe("the full name", () => {
  test.each(["Ada\u0000Obi", "Ada\nObi", "Ada\tObi", "Ada\u2029Obi", "\u202EAda Obi", "Ada Obi\u0085"])(
    "%j, not printable text on one line, is refused with its own message",
    (fullName) => {
      const r = buildKycSchema(now).safeParse({ ...page, fullName });
      expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["fullName", KYC_MSG.fullNameNotPrintable],
      ]);
      expect(validateKycBody({ ...page, fullName }, now)).toEqual({
        ok: false,
        shape: "page",
        errors: { fullName: [KYC_MSG.fullNameNotPrintable] },
      });
    },
  );

  test.each(NAMES_THAT_PASS)("%j is accepted", (fullName) => {
    expect(buildKycSchema(now).safeParse({ ...page, fullName }).success).toBe(true);
  });
});
