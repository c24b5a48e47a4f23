import {
  buildKycSchema,
  isoToDmy,
  KYC_MSG,
  kycFieldErrors,
  lagosToday,
  maskIdNumber,
  parseDmy,
  toKycInput,
  validateKycBody,
} from "./kyc";

const now = () => new Date("2026-03-10T12:00:00Z");
const page = {
  fullName: "Ada Obi",
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
    { full_name: "Ad", bvn_nin: "1", date_of_birth: "", mobile_no: "080", referral_source: "Friend" },
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
    bvnNin: [KYC_MSG.bvnNinRequired],
    dateOfBirth: [KYC_MSG.dobRequired],
    mobileNo: [KYC_MSG.mobileRequired],
    referralSource: [KYC_MSG.referralRequired],
  });
});

test("masking keeps the last 4 digits only", () => {
  expect(maskIdNumber("6789")).toBe("*******6789");
});
