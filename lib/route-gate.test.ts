import { gate, isAdminPage, isCustomerPage } from "./route-gate";

const none = { customer: false, admin: false };
const customer = { customer: true, admin: false };

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
    expect(gate("/dashboard", none)).toEqual({ redirect: "/login" });
    // Any other page comes back after signing in, its query too.
    expect(gate("/data-purchase", none)).toEqual({ redirect: "/login?next=%2Fdata-purchase" });
    expect(gate("/airtime-summary", none, { search: "?network=MTN&amount=100" })).toEqual({
      redirect: "/login?next=%2Fairtime-summary%3Fnetwork%3DMTN%26amount%3D100",
    });
    expect(gate("/login", none)).toEqual({ next: true });
  });
  it("sends signed-in customers away from login and register", () => {
    expect(gate("/login", customer)).toEqual({ redirect: "/dashboard" });
    expect(gate("/login", customer, { back: "/transactions?page=2" })).toEqual({ redirect: "/transactions?page=2" });
    expect(gate("/register", customer)).toEqual({ redirect: "/dashboard" });
    expect(gate("/dashboard", customer)).toEqual({ next: true });
  });
  it("guards admin pages with the admin cookie", () => {
    expect(isAdminPage("/admin/login")).toBe(false);
    expect(gate("/admin/dashboard", customer)).toEqual({ redirect: "/admin/login" });
    expect(gate("/admin/login", none)).toEqual({ next: true });
    expect(gate("/admin/customers", { customer: false, admin: true })).toEqual({ next: true });
  });
});
