import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeClean } from "./support/axe";
import { dismissOnboarding, signedInCustomer } from "./support/pages";

/**
 * The installable web app: the manifest and its icons, and the service worker (public/sw.js,
 * built by scripts/build-sw.mjs), which serves /offline when a page cannot be reached and keeps
 * nothing but the build's static files, the icons and the offline page.
 */

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

async function expectImage(request: APIRequestContext, src: string, type: string) {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  expect(res.headers()["content-type"], src).toContain(type);
  return res.body();
}

/** Every URL the worker's caches hold, as paths. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) paths.push(new URL(req.url).pathname);
    }
    return paths;
  });

const offlineHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "You are offline" });

test("the manifest is served and valid: name, start URL, standalone, reachable icons of the stated sizes, a maskable one", async ({
  page,
  request,
}) => {
  await page.goto("/login");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Naira Wallet",
    short_name: "Naira Wallet",
    start_url: "/dashboard",
    display: "standalone",
    theme_color: "#0b6b3a",
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons.filter((i) => i.type === "image/png")) {
    expect(pngSize(await expectImage(request, icon.src, "image/png")), icon.src).toBe(icon.sizes);
  }
  // What Chrome's installability check asks for: a 192 and a 512 px icon; Android's adaptive icons use the maskable one.
  const pngSizes = manifest.icons.filter((i) => i.purpose.includes("any")).map((i) => i.sizes);
  expect(pngSizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((i) => i.purpose === "maskable" && i.sizes === "512x512")).toBe(true);

  // The favicon (no more 404 on every page) and the home-screen icon of iOS.
  await expectImage(request, "/favicon.ico", "image/");
  expect(pngSize(await expectImage(request, "/apple-touch-icon.png", "image/png"))).toBe("180x180");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
});

test("the service worker controls the pages, shows the offline page when the network is gone, and never keeps API answers or customer pages", async ({
  page,
  context,
  request,
}) => {
  const sw = await request.get("/sw.js");
  expect(sw.status()).toBe(200);
  expect(sw.headers()["content-type"]).toContain("javascript");
  expect(sw.headers()["cache-control"]).toContain("no-cache");

  await signedInCustomer(page, request, { name: "Kelechi Obi" });
  await dismissOnboarding(page);

  // Registered from the page once it has loaded; active once its precache is filled; then in control.
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptURL!).pathname).toBe("/sw.js");
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: "the worker never took control of the page",
    })
    .toMatch(/\/sw\.js$/);

  // Browse as a customer does, with the worker in control: pages, and BFF reads.
  for (const path of ["/dashboard", "/transactions", "/airtime", "/profile"]) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(200);
  }
  const apiRead = page.waitForResponse((r) => r.url().endsWith("/api/user"));
  expect(await page.evaluate(async () => (await fetch("/api/user")).status)).toBe(200);
  expect((await apiRead).fromServiceWorker()).toBe(false);

  // What the caches hold: the build's static files, the icons and /offline, nothing else.
  const cached = await cachedPaths(page);
  expect(cached).toContain("/offline");
  expect(cached.some((p) => p.startsWith("/_next/static/"))).toBe(true);
  const unexpected = cached.filter(
    (p) => !(p === "/offline" || p.startsWith("/_next/static/") || /^\/[\w/-]+\.(png|svg|ico)$/.test(p)),
  );
  expect(unexpected, "cached URLs other than static files and /offline").toEqual([]);
  expect(cached.filter((p) => p.startsWith("/api/"))).toEqual([]);

  // Offline: a page navigation gets the offline page (the address stays), an API read fails.
  await context.setOffline(true);
  await page.goto("/transactions");
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByText("Kelechi Obi")).toHaveCount(0);
  await axeClean(page, { everyImpact: true });
  expect(
    await page.evaluate(() =>
      fetch("/api/user").then(
        (r) => `answered ${r.status}`,
        () => "failed",
      ),
    ),
  ).toBe("failed");

  // Back online, "Try again" loads the page that was asked for.
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  expect(await cachedPaths(page)).toEqual(expect.not.arrayContaining(["/transactions", "/dashboard"]));
});
