import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** Chromium from CHROMIUM_PATH, else Debian's, else Playwright's own download. */
function chromiumPath(): string | undefined {
  for (const p of [process.env.CHROMIUM_PATH, "/usr/bin/chromium"]) if (p && fs.existsSync(p)) return p;
  return undefined;
}

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const dataDir = `.data/e2e-${process.pid}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    // A trace records every action's DOM and a screencast: a fifth of the suite's time, and the CI
    // keeps only its log. Locally a failing test leaves its trace; CI=true records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // The API as it ships: compiled, on plain node. It is compiled again here (about a second)
      // so that a run never tests an older build of the server than its sources.
      command: `node scripts/build-api.mjs && rm -rf ${dataDir} ${dataDir}-test-mode && node dist/server/main.js`,
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Stopped as a deployment stops it, so it closes its database and gives the folder's lock back
      // (server/db/pglite-lock.ts); Playwright's default is SIGKILL.
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      env: {
        API_PORT: String(API_PORT),
        PGLITE_DIR: dataDir,
        JOB_INTERVAL_MS: "500",
        LOG_LEVEL: "warn",
        WEB_PUBLIC_URL: `http://localhost:${WEB_PORT}`,
      },
    },
    {
      command: "node web-server.mjs",
      url: `http://localhost:${WEB_PORT}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PRODUCT_API_URL: `http://127.0.0.1:${API_PORT}`, WEB_PORT: String(WEB_PORT) },
    },
  ],
});
