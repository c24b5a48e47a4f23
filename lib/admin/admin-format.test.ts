import {
  accountStatusDisplay,
  formatAdminDateTime,
  formatAdminDay,
  pageFromParam,
  showPagination,
  transactionStatusDisplay,
} from "./admin-format";

describe("formatAdminDateTime", () => {
  it("shows Lagos time (UTC+1) as YYYY-MM-DD HH:mm, 24-hour", () => {
    expect(formatAdminDateTime("2025-03-05T23:30:00Z")).toBe("2025-03-06 00:30");
    expect(formatAdminDateTime("2025-12-31T13:05:59Z")).toBe("2025-12-31 14:05");
    expect(formatAdminDateTime(new Date("2025-07-01T11:00:00Z"))).toBe("2025-07-01 12:00");
  });
  it("shows a dash for missing or bad dates", () => {
    expect(formatAdminDateTime(null)).toBe("—");
    expect(formatAdminDateTime("not a date")).toBe("—");
  });
});

describe("status display (spec 4)", () => {
  it("groups success, delivered and successful as successful", () => {
    for (const s of ["success", "delivered", "successful", "Delivered"])
      expect(transactionStatusDisplay(s)).toEqual({ label: "Successful", tone: "good" });
    expect(transactionStatusDisplay("failed")).toEqual({ label: "Failed", tone: "bad" });
    expect(transactionStatusDisplay("pending")).toEqual({ label: "Pending", tone: "neutral" });
    expect(transactionStatusDisplay("")).toEqual({ label: "Unknown", tone: "neutral" });
  });
  it("marks active good and inactive or suspended bad", () => {
    expect(accountStatusDisplay("active").tone).toBe("good");
    expect(accountStatusDisplay("inactive").tone).toBe("bad");
    expect(accountStatusDisplay("suspended").tone).toBe("bad");
    expect(accountStatusDisplay("pending").tone).toBe("neutral");
    // One case style with the customers' screens (issue 16).
    expect(accountStatusDisplay("suspended").label).toBe("Suspended");
    expect(accountStatusDisplay("pending_review").label).toBe("Pending review");
  });
});

describe("paging", () => {
  it("shows controls only when the total exceeds per_page", () => {
    expect(showPagination({ total: 8, per_page: 8 })).toBe(false);
    expect(showPagination({ total: 9, per_page: 8 })).toBe(true);
  });
  it("reads a page number defensively", () => {
    expect(pageFromParam("3")).toBe(3);
    expect(pageFromParam("")).toBe(1);
    expect(pageFromParam("-2")).toBe(1);
    expect(pageFromParam("1.5")).toBe(1);
    expect(pageFromParam("abc")).toBe(1);
  });
});

describe("formatAdminDay", () => {
  it("writes a day as YYYY-MM-DD: a day key as it is, a time as its Lagos day", () => {
    expect(formatAdminDay("2025-10-29")).toBe("2025-10-29");
    expect(formatAdminDay("2025-03-05T23:30:00Z")).toBe("2025-03-06");
    expect(formatAdminDay(null)).toBe("—");
    expect(formatAdminDay("29/10")).toBe("—");
  });
});
