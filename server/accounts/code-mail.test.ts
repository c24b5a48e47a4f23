import { eq } from "drizzle-orm";
import { parseCodeLinkFragment } from "../../lib/auth/code-link";
import { mailOutbox } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { codeIn, post, registerUser, verifiedUser } from "./account-test-kit";

jest.mock("../wallet/on-email-verified", () => ({ onEmailVerified: jest.fn(async () => {}) }));

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_PUBLIC_URL: "https://wallet.example.ng" });
});
afterAll(() => t.close());

/** The newest mail to `to`, both parts. */
async function newestMail(to: string) {
  for (let i = 0; i < 100; i++) {
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    if (rows.length) return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail for ${to}`);
}

/** The one link of the mail's text part, which the HTML part must carry too. */
function linkIn(mail: { text: string; html: string | null }): URL {
  const urls = mail.text.match(/https?:\/\/\S+/g) ?? [];
  expect(urls).toHaveLength(1);
  const url = urls[0]!;
  expect(mail.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
  return new URL(url);
}

test("the registration mail links to the verification screen with its email and code in the fragment", async () => {
  const u = await registerUser(t);
  const mail = await newestMail(u.email);
  const url = linkIn(mail);
  expect(url.origin).toBe("https://wallet.example.ng");
  expect(`${url.pathname}${url.search}`).toBe("/verify-otp");
  const fromLink = parseCodeLinkFragment(url.hash);
  expect(fromLink).toEqual({ email: u.email.toLowerCase(), code: codeIn(mail.text) });

  const res = await post(t, "/api/verify-otp", { email: fromLink!.email, otp: fromLink!.code });
  expect(res.statusCode).toBe(200);
});

test("the reset mail links to the reset flow's code step, and its code gives a reset token", async () => {
  const u = await verifiedUser(t);
  expect((await post(t, "/api/forgot-password", { email: u.email })).statusCode).toBe(200);
  let mail = await newestMail(u.email);
  for (let i = 0; i < 100 && !mail.subject.includes("reset"); i++) {
    await new Promise((r) => setTimeout(r, 20));
    mail = await newestMail(u.email);
  }
  const url = linkIn(mail);
  expect(url.origin).toBe("https://wallet.example.ng");
  expect(`${url.pathname}${url.search}`).toBe("/forgot-password");
  const fromLink = parseCodeLinkFragment(url.hash);
  expect(fromLink).toEqual({ email: u.email.toLowerCase(), code: codeIn(mail.text) });

  const res = await post(t, "/api/verify-reset-otp", { email: fromLink!.email, otp: fromLink!.code });
  expect(res.statusCode).toBe(200);
  expect(res.json().reset_token).toEqual(expect.any(String));
});
