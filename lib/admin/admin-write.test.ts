import { adminSessionOver, ADMIN_LOGIN_PATH, refusalText } from "./admin-write";

describe("admin writes", () => {
  it("go to the admin login on a 401 or a 403, and only then", () => {
    for (const status of [401, 403]) {
      const replace = jest.fn();
      expect(adminSessionOver({ status }, { replace })).toBe(true);
      expect(replace).toHaveBeenCalledWith(ADMIN_LOGIN_PATH);
    }
    for (const status of [0, 200, 400, 409, 422, 500]) {
      const replace = jest.fn();
      expect(adminSessionOver({ status }, { replace })).toBe(false);
      expect(replace).not.toHaveBeenCalled();
    }
  });

  it("say a refusal by its first field error, else its message, else the fallback", () => {
    const errors = { rate_percent: ["Must be at most 100."], service: ["Unknown service."] };
    expect(refusalText({ message: "Validation failed", errors }, "Not saved.")).toBe("Must be at most 100.");
    expect(refusalText({ message: "Validation failed", errors }, "Not saved.", { named: true })).toBe(
      "rate_percent: Must be at most 100.",
    );
    expect(refusalText({ message: "Level not found" }, "Not saved.")).toBe("Level not found");
    expect(refusalText({ errors: { fee: [] } }, "Not saved.", { named: true })).toBe("Not saved.");
    expect(refusalText({}, "Not saved.")).toBe("Not saved.");
  });
});
