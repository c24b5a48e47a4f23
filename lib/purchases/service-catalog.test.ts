import { ENTRY_PAGE, SERVICE_NAME } from "./messages";
import {
  BILL_SERVICES,
  DASHBOARD_TILES,
  isServiceKey,
  MORE_SERVICES,
  NETWORK_NAMES,
  OPERATOR_SERVICE_NAMES,
  SERVICE_KEYS,
  serviceNames,
} from "./service-catalog";

const tile = (key: (typeof SERVICE_KEYS)[number]) => [BILL_SERVICES[key].name, BILL_SERVICES[key].href];

describe("the service catalogue", () => {
  it("gives the dashboard's Bill Services tiles in the order and with the keys of spec 2.5 and 9", () => {
    expect(DASHBOARD_TILES).toEqual(["data", "electricity", "cabletv", "airtime", "exam"]);
    expect(DASHBOARD_TILES.map(tile)).toEqual([
      ["Data", "/data-purchase"],
      ["Electricity", "/electricity-purchase"],
      ["Cable TV", "/paytv"],
      ["Airtime", "/airtime"],
      ["Exam Pins", "/exam-pin"],
    ]);
  });

  it("gives the 'Purchase more services' grid in the order of spec 2.9", () => {
    expect(MORE_SERVICES.map(tile)).toEqual([
      ["Airtime", "/airtime"],
      ["Data", "/data-purchase"],
      ["Electricity", "/electricity-purchase"],
      ["Cable TV", "/paytv"],
      ["Exam Pins", "/exam-pin"],
    ]);
  });

  it("files every service under its own key, with its own page and tile colours", () => {
    for (const key of SERVICE_KEYS) {
      expect(BILL_SERVICES[key].key).toBe(key);
      expect(BILL_SERVICES[key].colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(BILL_SERVICES[key].soft).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(SERVICE_KEYS.map((k) => BILL_SERVICES[k].href)).size).toBe(SERVICE_KEYS.length);
    expect(isServiceKey("cabletv")).toBe(true);
    expect(isServiceKey("paytv")).toBe(false);
    expect(isServiceKey("wallet_funding")).toBe(false);
  });

  it("keeps the names each place shows (the API's texts and admin say PayTV and Exam pin)", () => {
    expect(serviceNames("operatorName")).toEqual({
      airtime: "Airtime",
      data: "Data",
      electricity: "Electricity",
      cabletv: "PayTV",
      exam: "Exam pin",
    });
    expect(serviceNames("receiptName")).toMatchObject({ data: "Mobile Data", cabletv: "Cable TV", exam: "Exam Pin" });
    expect(Object.entries(OPERATOR_SERVICE_NAMES)).toEqual([
      ["airtime", "Airtime"],
      ["data", "Data"],
      ["electricity", "Electricity"],
      ["cabletv", "PayTV"],
      ["exam", "Exam pin"],
      ["wallet_funding", "Wallet funding"],
    ]);
  });

  it("maps the web's purchase flows (paytv) onto the catalogue's services (cabletv)", () => {
    expect(ENTRY_PAGE).toEqual({
      airtime: "/airtime",
      data: "/data-purchase",
      electricity: "/electricity-purchase",
      paytv: "/paytv",
      exam: "/exam-pin",
    });
    expect(SERVICE_NAME).toEqual({
      airtime: "Airtime",
      data: "Data",
      electricity: "Electricity",
      paytv: "Cable TV",
      exam: "Exam Pin",
    });
  });

  it("names 9mobile by its VTpass id", () => {
    expect(NETWORK_NAMES.etisalat).toBe("9mobile");
    expect(NETWORK_NAMES.mtn).toBe("MTN");
  });
});
