import { adminLoginErrorMessage } from "./admin-login-messages";

const r = (status: number, data: Record<string, unknown> = {}) => ({ status, data });

describe("adminLoginErrorMessage", () => {
  it("names the failure the admin can act on", () => {
    expect(adminLoginErrorMessage(r(401, { message: "Invalid email or password." }))).toBe(
      "Invalid email or password.",
    );
    expect(adminLoginErrorMessage(r(403, { message: "This account does not have admin access." }))).toBe(
      "This account does not have admin access.",
    );
    expect(adminLoginErrorMessage(r(403))).toBe("This account does not have admin access.");
    expect(adminLoginErrorMessage(r(422, { errors: { email: ["Please enter a valid email address."] } }))).toBe(
      "Please enter a valid email address.",
    );
    expect(adminLoginErrorMessage(r(0))).toBe("Cannot connect to backend. Please check if the backend is running.");
  });
  it("falls back to the spec's 'Login failed. Please try again.'", () => {
    expect(adminLoginErrorMessage(r(500, { message: "Internal server error." }))).toBe(
      "Login failed. Please try again.",
    );
    expect(adminLoginErrorMessage(r(502))).toBe("Login failed. Please try again.");
    expect(adminLoginErrorMessage(r(422))).toBe("Login failed. Please try again.");
  });
});
