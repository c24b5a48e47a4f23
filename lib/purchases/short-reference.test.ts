import { newRequestId } from "./request-id";
import { rowShortReference, shortReference, shortReferenceSearch } from "./short-reference";

describe("shortReference (issue 16: one short readable reference)", () => {
  it("is the request id's random part, upper case, in two groups", () => {
    expect(shortReference("AIRTIME_1732400000000_ab12cd34")).toBe("AB12-CD34");
    expect(shortReference("EXAMPIN_1732400000000_0z9y8x7w")).toBe("0Z9Y-8X7W");
  });
  it("is the same for any id newRequestId makes, and 9 characters long", () => {
    const id = newRequestId("paytv", 1_732_400_000_000, () => 0.5);
    expect(shortReference(id)).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(shortReference(id)).toBe(shortReference(` ${id} `));
  });
  it("takes the last 8 letters and digits of any other reference", () => {
    expect(shortReference("202611231844a1b2c3d4e5f6a7b8c9d0e1f2")).toBe("C9D0-E1F2");
    expect(shortReference("abc")).toBe("ABC");
  });
});

describe("rowShortReference (a history row's, on screen and on the receipt)", () => {
  it("is the request id's when the row has one, else the row reference's", () => {
    const reference = "202611231844a1b2c3d4e5f6a7b8c9d0e1f2";
    expect(rowShortReference({ requestId: "AIRTIME_1732400000000_ab12cd34", reference })).toBe("AB12-CD34");
    expect(rowShortReference({ requestId: null, reference })).toBe("C9D0-E1F2");
    expect(rowShortReference({ requestId: " ", reference })).toBe("C9D0-E1F2");
  });
});

describe("shortReferenceSearch", () => {
  it("reads a short reference typed or pasted in either case; anything else is not one", () => {
    expect(shortReferenceSearch(" AB12-cd34 ")).toBe("ab12cd34");
    expect(shortReferenceSearch("AB12CD34")).toBeNull();
    expect(shortReferenceSearch("REF-A-07")).toBeNull();
  });
  it("matches what rowShortReference shows", () => {
    const shown = rowShortReference({ requestId: "AIRTIME_1700000007_abc7", reference: "REF-A-07" });
    expect(shown).toBe("0007-ABC7");
    expect(shortReferenceSearch(shown)).toBe("0007abc7");
  });
});
