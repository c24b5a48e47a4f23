import { renderToStaticMarkup } from "react-dom/server";
import { PublicInvoiceError } from "./public-invoice-error";

describe("PublicInvoiceError (app/invoice/[reference]/error.tsx)", () => {
  test("tells the payer the invoice could not load and nothing was paid, with a retry and no customer links", () => {
    const html = renderToStaticMarkup(<PublicInvoiceError error={new Error("x")} retry={() => {}} />);
    expect(html).toContain("<h1");
    expect(html).toContain("This invoice could not be loaded");
    expect(html).toContain("Nothing has been paid or changed.");
    expect(html).toContain("Try again");
    expect(html).not.toContain("/dashboard");
    expect(html).toContain('id="main"');
  });

  test("the route's error boundary is this component", async () => {
    const boundary = await import("@/app/invoice/[reference]/error");
    expect(boundary.default).toBe(PublicInvoiceError);
  });
});
