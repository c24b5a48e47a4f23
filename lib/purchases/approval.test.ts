import type { ApiResult } from "@/lib/client/api-result";
import { PIN_MSG } from "@/lib/contracts/pin";
import { incompletePin, sanitizePin } from "@/lib/contracts/pin";
import { approvalBody, approvalRefusal } from "./approval";

const failure = (status: number, data: Record<string, unknown>): ApiResult<unknown> => ({ ok: false, status, data });

describe("purchase approval", () => {
  it("keeps only 4 digits of what is typed or pasted", () => {
    expect(sanitizePin("12 34")).toBe("1234");
    expect(sanitizePin("98765")).toBe("9876");
    expect(sanitizePin("a1b")).toBe("1");
    expect(incompletePin("123")).toBe(PIN_MSG.required);
    expect(incompletePin("1234")).toBeNull();
  });

  it("sends the PIN as the body's pin", () => {
    expect(approvalBody({ kind: "pin", pin: "4826" })).toEqual({ pin: "4826" });
  });

  it("tells PIN refusals from purchase failures", () => {
    const wrong = "Incorrect PIN. 4 attempts left.";
    expect(approvalRefusal(failure(403, { message: wrong, errors: { pin: [wrong] } }))).toEqual({
      message: wrong,
      notSet: false,
      locked: false,
    });
    expect(approvalRefusal(failure(423, { message: PIN_MSG.locked(30) }))).toMatchObject({ locked: true });
    expect(approvalRefusal(failure(422, { message: PIN_MSG.notSet, errors: { pin: [PIN_MSG.notSet] } }))).toMatchObject(
      { notSet: true },
    );
    expect(approvalRefusal(failure(422, { message: "Bad phone", errors: { phone: ["Bad phone"] } }))).toBeNull();
    expect(approvalRefusal(failure(400, { message: "Insufficient balance." }))).toBeNull();
    expect(approvalRefusal({ ok: true, status: 200, data: {} })).toBeNull();
  });
});
