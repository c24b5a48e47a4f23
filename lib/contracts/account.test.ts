import {
  emailOnlySchema,
  loginSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from "./account";
import { fieldErrors } from "./field-errors";
import { MSG } from "./messages";
import { NAMES_THAT_PASS } from "./name-test-kit";

const validRegister = {
  name: "Ada Obi",
  email: "ada@example.com",
  phone: "08031234567",
  password: "password1",
  password_confirmation: "password1",
};

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  expect(r.success).toBe(false);
  return fieldErrors(r.error as Parameters<typeof fieldErrors>[0]);
}

describe("registerSchema (spec 5, Register)", () => {
  test("accepts a valid form, trims the name and lowercases the email", () => {
    expect(registerSchema.parse({ ...validRegister, name: "  Ada Obi ", email: " Ada@Example.COM " })).toEqual({
      ...validRegister,
      name: "Ada Obi",
      email: "ada@example.com",
    });
  });

  test.each(["", "   "])("name %j is required", (name) => {
    expect(errorsOf(registerSchema, { ...validRegister, name })).toEqual({ name: [MSG.nameRequired] });
  });

  test.each(["Ada\u0000Obi", "Ada\nObi", "Ada\tObi", "Ada\u2028Obi", "\u202EAda Obi", "Ada Obi\u2066"])(
    "name %j, not printable text on one line, is refused with its own message",
    (name) => {
      expect(errorsOf(registerSchema, { ...validRegister, name })).toEqual({ name: [MSG.nameNotPrintable] });
    },
  );

  test.each(NAMES_THAT_PASS)("name %j is accepted", (name) => {
    expect(registerSchema.parse({ ...validRegister, name }).name).toBe(name.normalize("NFC"));
  });

  test.each([
    "ada",
    "ada@example",
    "ada@example.c",
    "ada@example.comps",
    "ada @example.com",
    "ada@exa mple.com",
    "a@b.12",
  ])("email %j is refused", (email) => {
    expect(errorsOf(registerSchema, { ...validRegister, email })).toEqual({ email: [MSG.emailInvalid] });
  });

  test.each(["a.b+tag@mail.example.ng", "x_y%z@sub.domain.info", "UP@EXAMPLE.CO"])("email %j is accepted", (email) => {
    expect(registerSchema.safeParse({ ...validRegister, email }).success).toBe(true);
  });

  test.each(["123456789", "1234567890123456", "0803123456a", "+234 803 123 4567 890", "0803/123/4567", ""])(
    "phone %j is refused",
    (phone) => {
      expect(errorsOf(registerSchema, { ...validRegister, phone })).toEqual({ phone: [MSG.phoneInvalid] });
    },
  );

  test.each(["1234567890", "234803123456789", "+2348031234567", "+234 803 123 4567", "(0803) 123-4567"])(
    "phone %j (10 to 15 digits, written any usual way: issue 16) is accepted",
    (phone) => {
      expect(registerSchema.safeParse({ ...validRegister, phone }).success).toBe(true);
    },
  );

  test("password is at least 8 characters", () => {
    expect(
      errorsOf(registerSchema, { ...validRegister, password: "1234567", password_confirmation: "1234567" }),
    ).toEqual({
      password: [MSG.passwordTooShort],
    });
    expect(
      registerSchema.safeParse({ ...validRegister, password: "12345678", password_confirmation: "12345678" }).success,
    ).toBe(true);
  });

  test("password must equal the confirmation", () => {
    expect(errorsOf(registerSchema, { ...validRegister, password_confirmation: "password2" })).toEqual({
      password_confirmation: [MSG.passwordsDoNotMatch],
    });
  });

  test("the form schema also needs the terms checkbox", () => {
    expect(errorsOf(registerFormSchema, { ...validRegister, terms: false })).toEqual({ terms: [MSG.termsRequired] });
    expect(registerFormSchema.safeParse({ ...validRegister, terms: true }).success).toBe(true);
  });
});

describe("loginSchema", () => {
  test("email and a non-empty password", () => {
    expect(loginSchema.parse({ email: "ADA@example.com", password: "x" })).toEqual({
      email: "ada@example.com",
      password: "x",
    });
    expect(errorsOf(loginSchema, { email: "ada", password: "" })).toEqual({
      email: [MSG.emailInvalid],
      password: [MSG.passwordRequired],
    });
    expect(errorsOf(loginSchema, {})).toEqual({ email: [MSG.emailInvalid], password: [MSG.passwordRequired] });
  });
});

describe("verifyOtpSchema (spec 5, OTP)", () => {
  test("non-digits are stripped before the 6-digit check", () => {
    expect(verifyOtpSchema.parse({ email: "a@example.com", otp: " 12-34 56 " }).otp).toBe("123456");
    expect(verifyOtpSchema.parse({ email: "a@example.com", otp: "000123" }).otp).toBe("000123");
  });

  test.each(["12345", "1234567", "abcdef", "", "12 34 5"])("otp %j is refused", (otp) => {
    expect(errorsOf(verifyOtpSchema, { email: "a@example.com", otp })).toEqual({ otp: [MSG.otpMustBe6Digits] });
  });

  test("a missing otp or a number is refused with the same message", () => {
    expect(errorsOf(verifyOtpSchema, { email: "a@example.com" })).toEqual({ otp: [MSG.otpMustBe6Digits] });
    expect(errorsOf(verifyOtpSchema, { email: "a@example.com", otp: 123456 })).toEqual({ otp: [MSG.otpMustBe6Digits] });
  });
});

describe("emailOnlySchema", () => {
  test("lowercases and checks the email", () => {
    expect(emailOnlySchema.parse({ email: "A@Example.com" })).toEqual({ email: "a@example.com" });
    expect(errorsOf(emailOnlySchema, { email: "a@" })).toEqual({ email: [MSG.emailInvalid] });
  });
});

describe("resetPasswordSchema (spec 5, Password reset)", () => {
  const valid = {
    email: "a@example.com",
    reset_token: "t".repeat(43),
    password: "newpass12",
    password_confirmation: "newpass12",
  };

  test("accepts equal passwords of at least 8 characters", () => {
    expect(resetPasswordSchema.safeParse(valid).success).toBe(true);
  });

  test("refuses short, unequal, or missing-token input", () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, password: "short", password_confirmation: "short" })).toEqual({
      password: [MSG.passwordTooShort],
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, password_confirmation: "newpass13" })).toEqual({
      password_confirmation: [MSG.passwordsDoNotMatch],
    });
    expect(Object.keys(errorsOf(resetPasswordSchema, { ...valid, reset_token: "" }))).toEqual(["reset_token"]);
  });
});
