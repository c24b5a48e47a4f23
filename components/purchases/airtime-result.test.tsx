import { renderToStaticMarkup } from "react-dom/server";
import { BUY_MSG } from "@/lib/purchases/messages";
import { AirtimeResult } from "./airtime-result";

const count = (html: string, text: string) => html.split(text).length - 1;

describe("AirtimeResult (/airtime-result)", () => {
  test.each([true, false])("success=%s shows Back to dashboard once, with its heading and message", (success) => {
    const html = renderToStaticMarkup(<AirtimeResult success={success} />);
    expect(count(html, "Back to dashboard")).toBe(1);
    expect(count(html, 'href="/dashboard"')).toBe(1);
    expect(html).toContain(success ? "Airtime purchase successful" : "Airtime purchase failed");
    expect(html).toContain(success ? BUY_MSG.airtimeResultSuccess : BUY_MSG.airtimeResultFailure);
  });

  test("a given message replaces the default", () => {
    const html = renderToStaticMarkup(<AirtimeResult success={false} message="  No network.  " />);
    expect(html).toContain(">No network.<");
    expect(html).not.toContain(BUY_MSG.airtimeResultFailure);
  });
});
