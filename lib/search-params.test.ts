import { firstParam, firstParamOrNull } from "./search-params";

describe("a query's first value", () => {
  const params = { one: "a", many: ["b", "c"], none: undefined, empty: [] };

  it("is the value itself, or the first of a repeated key", () => {
    expect(firstParamOrNull(params, "one")).toBe("a");
    expect(firstParamOrNull(params, "many")).toBe("b");
    expect(firstParam(params, "many")).toBe("b");
  });

  it('is null (or "") when the key is absent, undefined or repeated zero times', () => {
    for (const key of ["missing", "none", "empty"]) {
      expect(firstParamOrNull(params, key)).toBeNull();
      expect(firstParam(params, key)).toBe("");
    }
  });
});
