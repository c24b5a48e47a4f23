import { gate, isAdminPage, isCustomerPage } from "./route-gate";

const none = { customer: false, admin: false };
const customer = { customer: true, admin: false };
const q = (s = "") => new URLSearchParams(s);

describe("route gate", () => {
  it("knows the customer pages", () => {
    for (const p of [
      "/dashboard",
      "/transactions",
      "/airtime",
      "/airtime-summary",
      "/data-purchase",
      "/electricity-summary",
      "/paytv",
      "/paytv-summary",
      "/exam-pin",
      "/exam-pin-summary",
      "/kyc",
      "/kycmodal",
      "/business",
      "/invoices",
      "/profile",
    ])
      expect([p, isCustomerPage(p)]).toEqual([p, true]);
    for (const p of [
      "/login",
      "/register",
      "/terms",
      "/verify-otp",
      "/forgot-password",
      "/data",
      "/dashboardx",
      "/sandbox/mailbox",
    ])
      expect([p, isCustomerPage(p)]).toEqual([p, false]);
  });
  it("sends visitors without a cookie to login", () => {
    expect(gate("/dashboard", q(), none)).toEqual({ redirect: "/login" });
    expect(gate("/data-purchase", q(), none)).toEqual({ redirect: "/login" });
    expect(gate("/login", q(), none)).toEqual({ next: true });
  });
  it("sends signed-in customers away from login and register", () => {
    expect(gate("/login", q(), customer)).toEqual({ redirect: "/dashboard" });
    expect(gate("/register", q(), customer)).toEqual({ redirect: "/dashboard" });
    expect(gate("/dashboard", q(), customer)).toEqual({ next: true });
  });
  it("clears a dead session instead of looping", () => {
    expect(gate("/login", q("expired=1"), customer)).toEqual({ next: true, clearCustomerCookie: true });
  });
  it("guards admin pages with the admin cookie", () => {
    expect(isAdminPage("/admin/login")).toBe(false);
    expect(gate("/admin/dashboard", q(), customer)).toEqual({ redirect: "/admin/login" });
    expect(gate("/admin/login", q(), none)).toEqual({ next: true });
    expect(gate("/admin/customers", q(), { customer: false, admin: true })).toEqual({ next: true });
  });
});
