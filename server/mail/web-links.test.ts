import {
  codeLinkUrl,
  invoicePageUrl,
  invoicePayUrl,
  invoicePdfPageUrl,
  sandboxCheckoutUrl,
  transactionPageUrl,
  webUrl,
} from "./web-links";

const config = { WEB_PUBLIC_URL: "https://wallet.example.ng/" };

describe("links to the web in emails", () => {
  it("use the public web address, with or without its trailing slash", () => {
    expect(webUrl(config, "/transactions")).toBe("https://wallet.example.ng/transactions");
    expect(webUrl({ WEB_PUBLIC_URL: "https://wallet.example.ng" }, "/transactions")).toBe(
      "https://wallet.example.ng/transactions",
    );
    expect(() => webUrl(config, "transactions")).toThrow();
  });

  it("carry a code and its email in the fragment, never in the path or query", () => {
    const url = new URL(codeLinkUrl(config, "registration", { email: "ada+1@example.com", code: "123456" }));
    expect(url.origin).toBe("https://wallet.example.ng");
    expect(url.pathname).toBe("/verify-otp");
    expect(url.search).toBe("");
    expect(url.hash).toBe("#email=ada%2B1%40example.com&code=123456");
    const reset = new URL(codeLinkUrl(config, "reset", { email: "ada@example.com", code: "654321" }));
    expect(`${reset.pathname}${reset.search}`).toBe("/forgot-password");
    expect(reset.hash).toBe("#email=ada%40example.com&code=654321");
  });

  it("point invoices at the public invoice page and its PDF", () => {
    expect(invoicePageUrl(config, "INV-7F3K9Q2M8D1X4B6Z")).toBe(
      "https://wallet.example.ng/invoice/INV-7F3K9Q2M8D1X4B6Z",
    );
    expect(invoicePdfPageUrl(config, "INV-1")).toBe("https://wallet.example.ng/invoice/INV-1/pdf");
    expect(invoicePageUrl(config, "a/b?c")).toBe("https://wallet.example.ng/invoice/a%2Fb%3Fc");
  });

  it("give payers and customers only public addresses: Pay, the sandbox checkout, a transaction", () => {
    expect(invoicePayUrl(config, "INV-1")).toBe("https://wallet.example.ng/invoice/INV-1/pay");
    expect(sandboxCheckoutUrl(config, "INV-1-E2")).toBe("https://wallet.example.ng/sandbox/monnify/checkout/INV-1-E2");
    expect(transactionPageUrl(config, "0b6c2f0e-1d2a-4c3b-9e8f-7a6b5c4d3e2f")).toBe(
      "https://wallet.example.ng/transactions/0b6c2f0e-1d2a-4c3b-9e8f-7a6b5c4d3e2f",
    );
  });
});
