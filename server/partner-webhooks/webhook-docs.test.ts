import * as crypto from "node:crypto";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { WEBHOOK_EVENT_TYPES, webhookEvent } from "../../lib/contracts/partner-webhooks";
import {
  WEBHOOK_EVENT_EXAMPLE,
  webhookEventExample,
  WEBHOOK_VERIFY_JS,
  WEBHOOK_VERIFY_OPENSSL,
} from "../../lib/partner/webhook-docs";
import { signatureHeader, signatureOf } from "./signing";

/**
 * The verification code partners copy (README, /developers, the Webhooks page: one text in
 * lib/partner/webhook-docs.ts) verifies what the sender signs, and the README shows the same text.
 */

type Verify = (secret: string, header: string, rawBody: string) => boolean;

/** The documented JavaScript, run as written (its import of node:crypto handed in). */
function documentedVerify(): Verify {
  const [importLine, ...rest] = WEBHOOK_VERIFY_JS.split("\n");
  expect(importLine).toBe('import { createHmac, timingSafeEqual } from "node:crypto";');
  const body = `${rest.join("\n")}\nreturn verify;`;
  return new Function("createHmac", "timingSafeEqual", "Buffer", body)(
    crypto.createHmac,
    crypto.timingSafeEqual,
    Buffer,
  ) as Verify;
}

const raw = JSON.stringify(WEBHOOK_EVENT_EXAMPLE);
const secret = "whsec_test_0123456789";

test.each(WEBHOOK_EVENT_TYPES)("the example of %s is a valid event of that type", (type) => {
  const example = webhookEventExample(type);
  expect(webhookEvent.parse(example)).toEqual(example);
  expect(example.type).toBe(type);
});

test("the documented JavaScript verifies a signed delivery and refuses a changed body, another secret, an old one", () => {
  const verify = documentedVerify();
  const now = Math.floor(Date.now() / 1000);
  const header = signatureHeader(secret, now, raw);
  expect(verify(secret, header, raw)).toBe(true);
  expect(verify(secret, header, raw.replace("96.5", "9.65"))).toBe(false);
  expect(verify("whsec_other", header, raw)).toBe(false);
  expect(verify(secret, signatureHeader(secret, now - 600, raw), raw)).toBe(false);
  expect(verify(secret, `t=${now}`, raw)).toBe(false);
});

test("the documented openssl line prints the signature's v1", () => {
  const t = 1_741_944_413;
  const out = execFileSync("sh", ["-c", WEBHOOK_VERIFY_OPENSSL], {
    env: { ...process.env, T: String(t), BODY: raw, SECRET: secret },
  }).toString();
  expect(out.trim().split(/\s+/).pop()).toBe(signatureOf(secret, t, raw));
});

test("the README shows the same verification code", () => {
  const readme = readFileSync(path.join(__dirname, "../../README.md"), "utf8");
  expect(readme).toContain(WEBHOOK_VERIFY_JS);
  expect(readme).toContain(WEBHOOK_VERIFY_OPENSSL);
});
