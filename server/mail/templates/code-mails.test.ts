import { registrationCodeMail } from "./registration-code";
import { resetCodeMail } from "./reset-code";

const link = "https://wallet.example.ng/verify-otp#email=ada%2B1%40example.com&code=482913";

describe.each([
  ["registration", registrationCodeMail, "Verify my email"],
  ["reset", resetCodeMail, "Reset my password"],
] as const)("the %s code mail", (_name, render, button) => {
  const mail = render({ name: "Ada <Obi>", code: "482913", ttlSeconds: 120, linkUrl: link });

  test("the plain-text part has the code and the link, written out", () => {
    expect(mail.text).toContain("\n482913\n");
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain("The code expires in 2 minutes, and so does the link.");
  });

  test("the HTML part has a button and the same link as a plain link, escaped", () => {
    const href = link.replace(/&/g, "&amp;");
    const hrefs = [...mail.html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(hrefs).toEqual([
      [href, button],
      [href, href],
    ]);
    expect(mail.html).toContain("Ada &lt;Obi&gt;");
    expect(mail.html).toContain(">482913</p>");
  });
});
