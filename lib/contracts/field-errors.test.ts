import { z } from "zod";
import { fieldErrors, firstIssueMessages } from "./field-errors";

const schema = z
  .object({ name: z.string().min(3, "Too short.").max(5, "Too long."), age: z.number("A number.") })
  .refine(() => false, "Whole form.");

describe("field errors from a schema's refusal", () => {
  it("group the messages by field, pathless ones under the root key", () => {
    const error = schema.safeParse({ name: "ab", age: "x" }).error!;
    expect(fieldErrors(error)).toEqual({ name: ["Too short."], age: ["A number."] });
    const whole = schema.safeParse({ name: "abcd", age: 30 }).error!;
    expect(fieldErrors(whole)).toEqual({ _: ["Whole form."] });
    expect(firstIssueMessages(whole, "name")).toEqual({ name: "Whole form." });
  });

  it("show the first message of each field", () => {
    const twice = z.object({ pin: z.string().min(4, "Four digits.").regex(/^\d+$/, "Digits only.") });
    expect(firstIssueMessages(twice.safeParse({ pin: "a" }).error!)).toEqual({ pin: "Four digits." });
  });
});
