import type { TransactionItem } from "@/lib/contracts/wallet";
import { hasSecrets, shareText, whatsappShareUrl } from "./share-text";
import { transactionFacts } from "./transaction-facts";

const row = (over: Partial<TransactionItem>): TransactionItem => ({
  id: "6d1f2c1e-4b7a-4c1e-9a51-2f3b4c5d6e7f",
  service: "electricity",
  type: "purchase",
  amount: 2000,
  amount_kobo: 200_000,
  reference: "ELEC_REF_1",
  transaction_id: "17000000000001",
  request_id: "ELECTRICITY_1_abcd1234",
  status: "delivered",
  date: "2026-03-03T13:05:00.000Z",
  transaction_date: "2026-03-03T13:05:00.000Z",
  cashback_amount: 20,
  details: {
    phone: "08011111111",
    disco: "ikeja-electric",
    // As server/purchases/orders.ts stores them: VTpass's own names.
    disco_name: "Ikeja Electric Payment - IKEDC",
    meter_number: "1111111111111",
    meter_type: "prepaid",
    customer_name: "Ada Obi",
    token: "1234-5678-9012-3456",
    units: "79.9 kWh",
  },
  ...over,
});

const value = (facts: ReturnType<typeof transactionFacts>, label: string) =>
  facts.rows.find((r) => r.label === label)?.value;

describe("the transaction page's facts", () => {
  it("an electricity purchase: title, signed amount, the details in words and the token apart", () => {
    const f = transactionFacts(row({}));
    expect(f.title).toBe("Electricity purchase");
    expect(f.amount).toBe("-₦2,000.00");
    expect(f.statusText).toBe("Delivered");
    expect(f.date).toBe("3 Mar 2026, 2:05 pm");
    // The short reference of the request id, as the summary and the result showed it; the full one for support.
    expect(value(f, "Reference")).toBe("ABCD-1234");
    expect(value(f, "Support reference")).toBe("ELEC_REF_1");
    expect(f.rows.find((r) => r.label === "Support reference")?.copy).toBe(true);
    expect(f.reference).toBe("ELEC_REF_1");
    expect(value(f, "Provider reference")).toBe("17000000000001");
    expect(value(f, "Meter number")).toBe("1111111111111");
    expect(value(f, "Meter type")).toBe("Prepaid");
    expect(value(f, "Distribution company")).toBe("Ikeja Electric");
    expect(value(f, "Customer name")).toBe("Ada Obi");
    expect(value(f, "Cashback earned")).toBe("₦20.00");
    expect(f.rows.find((r) => r.label === "Reference")?.copy).toBe(true);
    expect(f.token).toEqual({ value: "1234-5678-9012-3456", units: "79.9 kWh" });
    // The token is shown once, in its own place, never among the details.
    expect(f.rows.some((r) => r.value.includes("1234-5678"))).toBe(false);
  });

  it("exam pins, each with its serial; nothing voided by a reversal is shown", () => {
    const f = transactionFacts(
      row({
        service: "exam",
        details: {
          exam_type: "WAEC Result Checker PIN",
          exam_service_id: "waec",
          variation: "WASSCE Result Checker PIN",
          quantity: 2,
          pins: [
            { serial: "WRN000000001", pin: "111122223333" },
            { Serial: "WRN000000002", Pin: "444455556666" },
          ],
        },
      }),
    );
    expect(f.pins).toEqual([
      { serial: "WRN000000001", pin: "111122223333" },
      { serial: "WRN000000002", pin: "444455556666" },
    ]);
    const reversed = transactionFacts(
      row({ status: "reversed", details: { pins: [], voided_delivery: { pins: [{ pin: "111122223333" }] } } }),
    );
    expect(reversed.pins).toEqual([]);
    expect(JSON.stringify(reversed.rows)).not.toContain("111122223333");
  });

  it("names the provider, plan and exam type as customers read them, never VTpass's raw strings", () => {
    const data = transactionFacts(
      row({
        service: "data",
        details: {
          phone: "08011111111",
          network: "mtn-data",
          network_name: "MTN",
          plan: "N200 200MB - 2 days",
          variation: "N200 200MB - 2 days",
          variation_code: "mtn-50mb-200",
        },
      }),
    );
    expect(value(data, "Network")).toBe("MTN");
    expect(value(data, "Plan")).toBe("200 MB, 2 days");

    const tv = transactionFacts(
      row({
        service: "cabletv",
        details: {
          provider: "dstv",
          plan: "DStv Padi N4,400",
          variation: "DStv Padi N4,400",
          smartcard_number: "1212",
        },
      }),
    );
    expect(value(tv, "Provider")).toBe("DStv");
    expect(value(tv, "Plan")).toBe("DStv Padi");

    // A row with VTpass's name alone (no id kept beside it).
    const light = transactionFacts(row({ details: { disco_name: "IBEDC - Ibadan Electricity Distribution Company" } }));
    expect(value(light, "Distribution company")).toBe("Ibadan Electric");

    const jamb = transactionFacts(
      row({
        service: "exam",
        details: {
          exam_type: "Jamb PIN VENDING (UTME & Direct Entry)",
          exam_service_id: "jamb",
          variation: "UTME PIN (with mock)",
          quantity: 1,
        },
      }),
    );
    expect(value(jamb, "Exam type")).toBe("JAMB (UTME & Direct Entry)");
    expect(value(jamb, "Variation")).toBe("UTME PIN (with mock)");
    expect(value(jamb, "Plan")).toBeUndefined();
    for (const f of [data, tv, light, jamb, transactionFacts(row({}))])
      expect(JSON.stringify(f.rows)).not.toMatch(/N200 200MB|N4,400|Payment - IKEDC|IBEDC|PIN VENDING/);
  });

  it("a refund links to its purchase; a funding credit reads as money in", () => {
    const refund = transactionFacts(
      row({
        type: "refund",
        status: "successful",
        details: { purchase_id: "0c8f7c56-1111-4222-8333-944445555666", purchase_reference: "AIR_1" },
      }),
    );
    expect(refund.amount).toBe("+₦2,000.00");
    expect(refund.related?.href).toBe("/transactions/0c8f7c56-1111-4222-8333-944445555666");
    expect(value(refund, "For purchase")).toBe("AIR_1");
    const funding = transactionFacts(
      row({ type: "funding", service: "wallet_funding", details: { sender: "ADA OBI", bank_name: "Moniepoint" } }),
    );
    expect(funding.title).toBe("Wallet funding");
    expect(funding.service).toBeNull();
    expect(value(funding, "Sender")).toBe("ADA OBI");
  });

  it("a failed purchase says it was refunded", () => {
    const f = transactionFacts(
      row({ status: "failed", details: { refunded: true, refund_reference: "ELEC_REF_1RF" } }),
    );
    expect(f.refunded).toBe(true);
    expect(value(f, "Refund reference")).toBe("ELEC_REF_1RF");
  });
});

describe("the share message", () => {
  it("says what, how much, when, for whom and the reference; the token only when asked", () => {
    const f = transactionFacts(row({}));
    const plain = shareText(f, { includeSecrets: false });
    expect(plain).toContain("Electricity purchase: Delivered");
    expect(plain).toContain("Amount: ₦2,000.00");
    expect(plain).toContain("For: 1111111111111");
    expect(plain).toContain("Reference: ABCD-1234");
    expect(plain).not.toContain("ELEC_REF_1");
    expect(plain).not.toContain("1234-5678");
    expect(hasSecrets(f)).toBe(true);
    expect(shareText(f, { includeSecrets: true })).toContain("Token: 1234-5678-9012-3456 (79.9 kWh)");
  });

  it("goes to WhatsApp encoded in the link", () => {
    expect(whatsappShareUrl("a b\n&c")).toBe("https://wa.me/?text=a%20b%0A%26c");
  });
});
