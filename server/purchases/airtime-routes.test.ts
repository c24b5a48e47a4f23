import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { fundedCustomerSuite, rid } from "./test-helpers";

jest.setTimeout(60_000);

const c = fundedCustomerSuite();

describe("airtime", () => {
  test("networks", async () => {
    const res = await c.get("/api/networks/airtime");
    expect(res.body.networks).toEqual([
      { serviceID: "mtn", name: "MTN", maximum_amount: 50_000 },
      { serviceID: "glo", name: "GLO", maximum_amount: 50_000 },
      { serviceID: "airtel", name: "Airtel", maximum_amount: 50_000 },
      { serviceID: "etisalat", name: "9mobile", maximum_amount: 50_000 },
    ]);
  });
  test("the network may be given by its display name; an unknown one is refused", async () => {
    expect(
      (await c.post("/api/pay/airtime", { network: "9mobile", phone: N.success, amount: 100, request_id: rid() })).body
        .status,
    ).toBe("success");
    const bad = await c.post("/api/pay/airtime", {
      network: "nitel",
      phone: N.success,
      amount: 100,
      request_id: rid(),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.network).toEqual(["Please select a valid network."]);
  });
  test("an amount above the network's own maximum is refused before any money moves (VTpass would refuse it after the debit)", async () => {
    const before = await c.balance();
    const history = async () => (await c.get("/api/transactions?page=1")).body.pagination.total;
    const rowsBefore = await history();
    expect(rowsBefore).toEqual(expect.any(Number));
    const over = await c.post("/api/pay/airtime", {
      network: "mtn",
      phone: N.success,
      amount: 50_001,
      request_id: rid(),
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount).toEqual(["Amount cannot exceed ₦50,000.00 on MTN."]);
    expect(await c.balance()).toBe(before);
    expect(await history()).toBe(rowsBefore);
    const atMax = await c.post("/api/pay/airtime", {
      network: "mtn",
      phone: N.success,
      amount: 50_000,
      request_id: rid(),
    });
    expect(atMax.body.status).toBe("success");
  });
  test.each(["+234 801 111 1111", "0801 111 1111", "2348011111111", "(0801) 111-1111"])(
    "a phone pasted as %j buys for 08011111111, the number stored (issue 16)",
    async (phone) => {
      const res = await c.post("/api/pay/airtime", { network: "mtn", phone, amount: 100, request_id: rid() });
      expect(res.body.status).toBe("success");
      expect(res.body.transaction.phone).toBe("08011111111");
    },
  );
});
