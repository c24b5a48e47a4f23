import { expect, test, type Page } from "@playwright/test";
import { verifiedCustomer } from "./support/accounts";
import { expectDashboard, logIn } from "./support/pages";
import { customerOnDashboard, pinPad } from "./support/purchases";
import { summaryUrl } from "./support/summary-urls";

/** Dark mode follows the device, the profile's switch overrides it, and the first paint is right. */
const DARK_BG = "rgb(14, 21, 18)";
const LIGHT_BG = "rgb(245, 247, 246)";

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-theme"));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Records data-theme on <html> the moment the page's <main> is parsed, before any of the page's
 * JavaScript: what the first paint shows. Without the inline script it would still be unset.
 */
async function recordThemeAtFirstContent(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __themeAtMain?: string | null };
    new MutationObserver((_, observer) => {
      if (!document.querySelector("main")) return;
      w.__themeAtMain = document.documentElement.getAttribute("data-theme");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
const themeAtFirstContent = (page: Page) =>
  page.evaluate(() => (window as unknown as { __themeAtMain?: string | null }).__themeAtMain);

test("without a choice the pages follow the device's colour scheme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/login");
  expect(await themeOf(page)).toBe("dark");
  expect(await bodyBackground(page)).toBe(DARK_BG);

  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
  expect(await themeOf(page)).toBe("light");
});

test("the profile's Theme switch overrides the device, is kept, and paints first time", async ({ page, request }) => {
  const c = await verifiedCustomer(request, { name: "Amaka Eze" });
  await page.emulateMedia({ colorScheme: "light" });
  await recordThemeAtFirstContent(page);
  await logIn(page, c.email, c.password);
  await expectDashboard(page, c.name);

  await page.goto("/profile");
  const theme = page.getByRole("group", { name: "Theme" });
  await expect(theme.getByRole("radio", { name: "System" })).toBeChecked();
  await theme.getByRole("radio", { name: "Dark" }).check();
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BG);

  // Kept across pages, and already dark when the content is first parsed (no light flash).
  await page.goto("/dashboard");
  expect(await themeAtFirstContent(page)).toBe("dark");
  expect(await bodyBackground(page)).toBe(DARK_BG);

  await page.goto("/profile");
  await expect(theme.getByRole("radio", { name: "Dark" })).toBeChecked();
  await theme.getByRole("radio", { name: "Light" }).check();
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BG);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  expect(await themeAtFirstContent(page)).toBe("light");

  await theme.getByRole("radio", { name: "System" }).check();
  await expect.poll(() => themeOf(page)).toBe("dark");
});

test("the theme script carries the request's CSP nonce, and runs without one", async ({ page, request }) => {
  const themeScript = (html: string) => /<script([^>]*)>[^<]*localStorage\.getItem/.exec(html);
  const res = await request.get("/login", { headers: { "x-nonce": "e2e-nonce-4f2a" } });
  // The nonce of the page's policy when proxy.ts issues one, else the request's x-nonce as given.
  const policyNonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")?.[1];
  const script = themeScript(await res.text());
  expect(script, "no theme script in the page").toBeTruthy();
  expect(script![1]).toContain(`nonce="${policyNonce ?? "e2e-nonce-4f2a"}"`);
  expect(themeScript(await (await request.get("/login")).text())).toBeTruthy();

  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/login");
  expect(await themeOf(page)).toBe("dark");
});

/** WCAG's contrast ratio of two computed "rgb(r, g, b)" colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test("the PIN pad's dots can be seen in both schemes (its boxes take the scheme's field colours)", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Chidi Okeke" });
  await page.goto(summaryUrl("airtime"));
  await pinPad(page).fill("48");
  const dots = page.locator('[aria-hidden="true"]', { hasText: "•" });
  await expect(dots).toHaveCount(2);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => themeOf(page)).toBe(scheme);
    const { color, background } = await dots.first().evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor };
    });
    expect(contrast(color, background), `${scheme}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
  }
});
