import { codeLinkPath, isCodeLinkFragment, parseCodeLinkFragment } from "./code-link";

describe("code links (email and code in the URL fragment)", () => {
  it("opens the verification screen or the reset flow with both values in the fragment only", () => {
    expect(codeLinkPath("registration", { email: "ada@example.com", code: "012345" })).toBe(
      "/verify-otp#email=ada%40example.com&code=012345",
    );
    expect(codeLinkPath("reset", { email: "ada@example.com", code: "921695" })).toBe(
      "/forgot-password#email=ada%40example.com&code=921695",
    );
    const path = codeLinkPath("reset", { email: "ada@example.com", code: "921695" });
    expect(path.split("#")[0]).not.toContain("?");
  });

  it("reads back what it wrote, including addresses with + and %", () => {
    for (const email of ["ada@example.com", "ada+wallet@example.com", "oneil%x@mail.example.ng"]) {
      const path = codeLinkPath("registration", { email, code: "000123" });
      const hash = path.slice(path.indexOf("#"));
      expect(parseCodeLinkFragment(hash)).toEqual({ email, code: "000123" });
    }
  });

  it("refuses a fragment whose email or code is missing or malformed", () => {
    expect(parseCodeLinkFragment("")).toBeNull();
    expect(parseCodeLinkFragment("#email=ada%40example.com")).toBeNull();
    expect(parseCodeLinkFragment("#code=123456")).toBeNull();
    expect(parseCodeLinkFragment("#email=not-an-email&code=123456")).toBeNull();
    expect(parseCodeLinkFragment("#email=ada%40example.com&code=12345")).toBeNull();
    expect(parseCodeLinkFragment("#email=ada%40example.com&code=1234567")).toBeNull();
  });

  it("normalises the address as the forms do", () => {
    expect(parseCodeLinkFragment("#email=%20Ada%40Example.com&code=123456")).toEqual({
      email: "ada@example.com",
      code: "123456",
    });
  });

  it("knows a code-link fragment (to remove it) from any other", () => {
    expect(isCodeLinkFragment("#email=x&code=1")).toBe(true);
    expect(isCodeLinkFragment("#code=123456")).toBe(true);
    expect(isCodeLinkFragment("#top")).toBe(false);
    expect(isCodeLinkFragment("")).toBe(false);
  });
});
