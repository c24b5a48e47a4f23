import { alreadyVerifiedMail } from "./already-verified";
import { codeLockMail } from "./code-lock";

describe("notice mails (no code)", () => {
  const until = new Date("2026-11-14T08:30:00Z");

  test.each(["reset", "registration"] as const)(
    "the %s lock says until when, in Lagos time, and escapes the name",
    (purpose) => {
      const mail = codeLockMail({ name: "Ada <Obi>", purpose, failedCodes: 3, lockedUntil: until });
      expect(mail.subject).toMatch(/is paused/);
      expect(mail.text).toContain("Hello Ada <Obi>,");
      expect(mail.text).toContain("until 14 Nov 2026, 9:30 am (Lagos time)");
      expect(mail.html).toContain("Ada &lt;Obi&gt;");
      expect(mail.text).not.toMatch(/\b\d{6}\b/);
      expect(mail.html).not.toContain("<a ");
    },
  );

  test("already verified: the login link in both parts, no code", () => {
    const mail = alreadyVerifiedMail({ name: "Ada", loginUrl: "https://wallet.example.ng/login" });
    expect(mail.text).toContain("Log in: https://wallet.example.ng/login\n");
    expect(mail.html).toContain('<a href="https://wallet.example.ng/login"');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });
});
