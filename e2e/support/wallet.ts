import { execFileSync } from "node:child_process";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { API_URL, randomIp, readCode, registerByApi, uniqueEmail, verifiedCustomer } from "./accounts";
import { loginResponse } from "../../lib/contracts/account";
import { kycSubmitResponse } from "../../lib/contracts/kyc";
import { accountRefreshResponse, transactionsResponse, type TransactionsPage } from "../../lib/contracts/wallet";

/** The sandbox BVN Monnify's simulator refuses (README, "Sandbox test values"). */
export const REFUSED_BVN = "22222222222";

let idSeq = 0;
/**
 * An 11-digit BVN/NIN no other e2e customer has: Monnify (and its simulator) gives each BVN or NIN
 * one reserved account. Starts with 3, so never the refused sandbox BVN.
 */
export function uniqueIdNumber(): string {
  idSeq = (idSeq + 1) % 100;
  const rand = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return `3${String(Date.now() % 1e5).padStart(5, "0")}${String(idSeq).padStart(2, "0")}${rand}`;
}

/**
 * The KYC step through the API (the page's field names): gives a BVN (or NIN), which reserves the
 * virtual account. Answers the API's answer; by default expects the account active.
 */
export async function submitIdentityByApi(
  request: APIRequestContext,
  token: string,
  opts: { idType?: "bvn" | "nin"; number?: string; fullName?: string; expectStatus?: number } = {},
) {
  const res = await request.post(`${API_URL}/api/kyc/submit`, {
    headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": randomIp() },
    data: {
      fullName: opts.fullName ?? "Adaeze Okafor",
      idType: opts.idType ?? "bvn",
      bvnNin: opts.number ?? uniqueIdNumber(),
      dateOfBirth: "15-04-1990",
      mobileNo: "08031234567",
      referralSource: "Social Media",
    },
  });
  expect(res.status(), await res.text()).toBe(opts.expectStatus ?? 200);
  return kycSubmitResponse.parse(await res.json());
}

/** The transaction PIN the e2e customers set (through the API) unless a test says otherwise. */
export const E2E_PIN = "4826";

/** Sets the customer's transaction PIN through the API (POST /api/pin, with the password). */
export async function setPinByApi(request: APIRequestContext, token: string, password: string, pin = E2E_PIN) {
  const res = await request.post(`${API_URL}/api/pin`, {
    headers: { Authorization: `Bearer ${token}`, "X-Forwarded-For": randomIp() },
    data: { pin, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A verified customer who gave a BVN through the API: the virtual account is active, and the
 * transaction PIN is E2E_PIN (`pin: null` for none yet). With the token.
 */
export async function customerWithAccount(
  request: APIRequestContext,
  opts: { name?: string; email?: string; pin?: string | null } = {},
) {
  const c = await verifiedCustomer(request, opts);
  const token = await apiToken(request, c.email, c.password);
  const answer = await submitIdentityByApi(request, token, { fullName: c.name });
  expect(answer.account?.virtual_account_status).toBe("active");
  if (opts.pin !== null) await setPinByApi(request, token, c.password, opts.pin ?? E2E_PIN);
  return { ...c, token, pin: opts.pin === null ? null : (opts.pin ?? E2E_PIN) };
}

/**
 * Fills the KYC form in the modal (the dashboard's "Get your account number", /kycmodal) and
 * submits it; the caller checks the outcome.
 */
export async function fillIdentityModal(
  dialog: Locator,
  opts: { fullName: string; idType?: "BVN" | "NIN"; number: string; referral?: string },
) {
  await dialog.getByRole("textbox", { name: "Full name", exact: true }).fill(opts.fullName);
  await dialog.getByRole("radio", { name: opts.idType ?? "BVN", exact: true }).check();
  await dialog.getByRole("textbox", { name: "BVN or NIN", exact: true }).fill(opts.number);
  await dialog.getByLabel("Date of birth").fill("1990-04-15");
  await dialog.getByRole("textbox", { name: "Mobile number", exact: true }).fill("08031234567");
  await dialog.getByLabel("How did you hear about us?").selectOption(opts.referral ?? "Friend");
  await dialog.getByLabel(/I agree to the/).check();
}

/** The onboarding modal a zero-balance customer sees on the dashboard (spec 4). */
export const onboardingDialog = (page: Page) => page.getByRole("dialog", { name: /Fund your wallet in 3 steps/ });

/** Dismisses the onboarding modal with Got It, and waits until it is gone. */
export async function dismissOnboarding(page: Page) {
  const dialog = onboardingDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Got It" }).click();
  await expect(dialog).toBeHidden();
}

/** Waits for the account card to show the virtual account (the reservation may still be pending at first). */
export async function waitForAccountNumber(page: Page): Promise<string> {
  const number = page.getByTestId("account-number");
  await expect(number).toHaveText(/^\d{10}$/, { timeout: 20_000 });
  return (await number.textContent())!.trim();
}

/** A bearer token straight from the product API, for setting up data quickly. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${API_URL}/api/login`, {
    headers: { "X-Forwarded-For": randomIp() },
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return loginResponse.parse(await res.json()).token;
}

export async function historyByApi(
  request: APIRequestContext,
  token: string,
  query = "per_page=50",
): Promise<TransactionsPage> {
  const res = await request.get(`${API_URL}/api/transactions?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBeTruthy();
  return transactionsResponse.parse(await res.json());
}

/** Waits until the virtual account is active (the API answers 409 on a transfer before that). */
export async function waitForActiveAccountByApi(request: APIRequestContext, token: string) {
  await expect
    .poll(
      async () => {
        const res = await request.post(`${API_URL}/api/account/refresh`, {
          headers: { Authorization: `Bearer ${token}` },
          data: {},
        });
        return accountRefreshResponse.safeParse(await res.json()).data?.virtual_account_status;
      },
      { timeout: 20_000, message: "virtual account never became active" },
    )
    .toBe("active");
}

/**
 * Simulated bank transfers through the sandbox API (one webhook each), then waits until the
 * history holds `expectTotal` entries: the credits arrive asynchronously.
 */
export async function fundByApi(request: APIRequestContext, token: string, amounts: number[], expectTotal: number) {
  for (const amount of amounts) {
    const res = await request.post(`${API_URL}/api/sandbox/simulate-transfer`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { amount },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await expect
    .poll(async () => (await historyByApi(request, token)).pagination.total, {
      timeout: 30_000,
      message: "credits did not all arrive",
    })
    .toBe(expectTotal);
}

/** The text of a PDF file (poppler's pdftotext). */
export function pdfText(path: string): string {
  return execFileSync("pdftotext", ["-layout", path, "-"], { encoding: "utf8" });
}

/** "2026-03-01" for today in Lagos (UTC+1, no daylight saving), optionally shifted by whole days. */
export function lagosDay(offsetDays = 0): string {
  return new Date(Date.now() + 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * After the dashboard loads: dismisses the onboarding modal when the page decided to show it
 * (a zero balance or never dismissed), and does nothing otherwise. No guessing with timeouts: the
 * dashboard marks the decision on data-onboarding once it is hydrated.
 */
export async function dismissOnboardingIfShown(page: Page) {
  const live = page.getByTestId("dashboard-live");
  await expect(live).toHaveAttribute("data-onboarding", /^(open|closed)$/);
  if ((await live.getAttribute("data-onboarding")) === "open") await dismissOnboarding(page);
}

/**
 * A verified customer whose email carries a Monnify simulator fault ("+monnifydown": every
 * reservation answers 503, so the virtual account stays pending) and who gave a BVN (through the API).
 */
export async function verifiedCustomerWithFault(
  request: APIRequestContext,
  fault: "monnifydown" | "monnify503",
  name: string,
) {
  const email = uniqueEmail("wallet").replace("@", `+${fault}@`);
  const customer = await registerByApi(request, { name, email });
  const { code } = await readCode(request, customer.email);
  const res = await request.post(`${API_URL}/api/verify-otp`, {
    headers: { "X-Forwarded-For": randomIp() },
    data: { email: customer.email, otp: code },
  });
  expect(res.status(), await res.text()).toBe(200);
  const token = await apiToken(request, customer.email, customer.password);
  const answer = await submitIdentityByApi(request, token, { fullName: name });
  expect(answer.account?.virtual_account_status).toBe("pending");
  return customer;
}
