import { hashPassword } from "../accounts/password-hash";
import { hashPin, isLegacyPinHash, verifyPin } from "./pin-hash";

const PEPPER = "a-pepper-of-the-test-0123456789abcdef";

test("a PIN verifies against its own hash only, with the same pepper only", async () => {
  const stored = hashPin("4826", PEPPER);
  expect(await verifyPin("4826", stored, PEPPER)).toBe(true);
  expect(await verifyPin("4827", stored, PEPPER)).toBe(false);
  expect(await verifyPin("4826", stored, `${PEPPER}x`)).toBe(false);
  expect(isLegacyPinHash(stored)).toBe(false);
});

test("each hash has its own salt: the same PIN twice gives two different rows", () => {
  expect(hashPin("4826", PEPPER)).not.toBe(hashPin("4826", PEPPER));
});

test("a legacy scrypt hash still verifies (the pepper plays no part in it)", async () => {
  const legacy = await hashPassword("4826");
  expect(isLegacyPinHash(legacy)).toBe(true);
  expect(await verifyPin("4826", legacy, PEPPER)).toBe(true);
  expect(await verifyPin("4827", legacy, PEPPER)).toBe(false);
});

test.each(["", "pin-hmac", "pin-hmac$$", "pin-hmac$c2FsdA==$bWFj", "other$a$b", "scrypt$1$2$3$4$5"])(
  "a malformed stored value %p never verifies",
  async (stored) => {
    expect(await verifyPin("4826", stored, PEPPER)).toBe(false);
  },
);
