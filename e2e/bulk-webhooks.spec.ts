import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { verifySignature } from "../server/partner-webhooks/signing";
import { axeClean, BOTH_SCHEMES } from "./support/axe";
import { customerOnDashboard, pinPad, SANDBOX } from "./support/purchases";
import { streamedIn } from "./support/streamed";
import { E2E_PIN } from "./support/wallet";

/**
 * Issue 20: a bulk airtime file uploaded, previewed, confirmed with the PIN and its result
 * downloaded; a webhook URL pointing at a receiver started here, a purchase, and the receiver
 * verifying the signature with the secret the page showed once.
 */
test.describe.configure({ timeout: 180_000 });

/** No serious axe violation in either colour scheme, and nothing wider than a 320 px phone. */
async function accessibleAndNarrow(page: Page) {
  await axeClean(page, { schemes: BOTH_SCHEMES });
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 320, height: 700 });
  const width = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth))),
      ),
  );
  expect(width).toBeLessThanOrEqual(320);
  await page.setViewportSize(before);
}

test("bulk: upload a file, confirm with the PIN, watch the rows, download the result", async ({
  page,
  request,
}, testInfo) => {
  await customerOnDashboard(page, request, { name: "Bulk Buyer", fund: 2000 });
  // The open batch goes into the address without the server page being rendered again (no RSC read of it).
  const rerenders: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/bulk" && url.searchParams.has("batch") && r.headers()["rsc"]) rerenders.push(r.url());
  });
  await page.goto("/bulk");
  // A new customer's empty list is a muted note, and the file's label is bold like every field's.
  const emptyNote = page.getByText("No batches yet: upload a file above to make your first.");
  await expect(emptyNote).toBeVisible();
  const colors = await emptyNote.evaluate((p) => [getComputedStyle(p).color, getComputedStyle(document.body).color]);
  expect(colors[0]).not.toBe(colors[1]);
  await expect(page.locator("label[for=bulk-file]")).toHaveCSS("font-weight", "600");
  // The plan codes to copy, from the catalogue the rows are checked against.
  await page.getByText("Data plan codes").click();
  await expect(page.getByTestId("plan-code").filter({ hasText: "mtn-10mb-100" })).toContainText("₦100.00");
  const csv = `phone,network,amount\n${SANDBOX.successPhone},mtn,100\n${SANDBOX.successPhone},mtn,150\n0801,mtn,100\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: "list.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByTestId("bulk-total")).toHaveText("2 of 3 lines can be bought · You pay ₦250.00");
  await expect(page.getByTestId("bulk-row")).toHaveCount(3);
  await expect(page.getByTestId("bulk-row").nth(2)).toContainText("Phone number must be 11 digits.");
  await accessibleAndNarrow(page);
  await pinPad(page).fill(E2E_PIN);
  await page.getByRole("button", { name: "Pay ₦250.00" }).click();
  await expect(page.getByText("Done.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("bulk-row").nth(0)).toContainText("Delivered");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the result (CSV)" }).click(),
  ]);
  const file = testInfo.outputPath("result.csv");
  await download.saveAs(file);
  const lines = fs.readFileSync(file, "utf8").trim().split("\r\n");
  // amount: the line's face value; paid: what the wallet was debited for it (no level discount here).
  expect(lines[0]).toBe("row,phone,network,plan,amount,paid,refunded,status,reference,message,same_as");
  expect(lines[1]).toMatch(/^2,08011111111,mtn,,100\.00,100\.00,,delivered,\w+/);
  expect(lines[2]).toMatch(/^3,08011111111,mtn,,150\.00,150\.00,,delivered,\w+/);
  expect(lines[3]).toMatch(/^4,0801,,,,,,invalid,,Phone number must be 11 digits\.,$/);

  // The batch is in the address and in the recent list: a reload, or another visit, opens it again.
  await expect(page).toHaveURL(/\/bulk\?batch=[0-9a-f-]{36}$/);
  expect(rerenders).toEqual([]);
  await page.reload();
  await expect(page.getByTestId("bulk-total")).toHaveText("2 of 3 lines can be bought · You pay ₦250.00");
  await expect(page.getByTestId("bulk-row").nth(0)).toContainText("Delivered");
  await page.goto("/bulk");
  await expect(page.getByTestId("bulk-row")).toHaveCount(0);
  const recent = page.getByRole("heading", { name: "Your recent batches" }).locator("xpath=ancestor::section[1]");
  await expect(recent.getByRole("listitem")).toHaveCount(1);
  await expect(recent.getByRole("listitem")).toContainText("list.csv");
  await expect(recent.getByRole("listitem")).toContainText("2 of 3 lines · ₦250.00 · Finished");
  await recent.getByRole("button", { name: /^Open list\.csv/ }).click();
  await expect(page.getByTestId("bulk-row")).toHaveCount(3);
  await expect(page).toHaveURL(/\/bulk\?batch=[0-9a-f-]{36}$/);
  expect(rerenders).toEqual([]);
  await accessibleAndNarrow(page);

  // A data file: each plan named as the plan codes name it; a repeated line marked on the page and in the result (same_as).
  await page.goto("/bulk");
  await page.getByText("Data plan codes").click();
  const planName =
    (await page.getByTestId("plan-code").filter({ hasText: "mtn-10mb-100" }).locator("td").nth(1).textContent()) ?? "";
  expect(planName).toBe("100 MB, 24 hours");
  await page.getByLabel("Data (phone, network, plan code)").check();
  const data = `phone,network,plan\n${SANDBOX.successPhone},mtn,mtn-10mb-100\n${SANDBOX.successPhone},mtn,MTN-10MB-100\n`;
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "data.csv", mimeType: "text/csv", buffer: Buffer.from(data) });
  await expect(page.getByTestId("bulk-total")).toHaveText("2 of 2 lines can be bought · 1 repeat · You pay ₦200.00");
  const rows = page.getByTestId("bulk-row");
  await expect(rows.nth(0).locator("td").nth(3)).toHaveText(planName);
  await expect(rows.nth(1).locator("td").nth(3)).toHaveText(planName);
  await expect(rows.nth(1)).toContainText("Same as line 2");
  await pinPad(page).fill(E2E_PIN);
  await page.getByRole("button", { name: "Pay ₦200.00" }).click();
  await expect(page.getByText("Done.")).toBeVisible({ timeout: 60_000 });
  const [dataDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the result (CSV)" }).click(),
  ]);
  const dataFile = testInfo.outputPath("data-result.csv");
  await dataDownload.saveAs(dataFile);
  const dataLines = fs.readFileSync(dataFile, "utf8").trim().split("\r\n");
  expect(dataLines[1]).toMatch(/^2,08011111111,mtn,"?100 MB, 24 hours"?,100\.00,100\.00,,delivered,\w+,.*,$/);
  expect(dataLines[2]).toMatch(/^3,08011111111,mtn,"?100 MB, 24 hours"?,100\.00,100\.00,,delivered,\w+,.*,2$/);
});

test("webhooks: the test URL's form stands apart from the live URL's Save, at phone and desktop widths", async ({
  page,
  request,
}) => {
  await customerOnDashboard(page, request, { name: "Hook Spacing" });
  await page.goto("/webhooks");
  await streamedIn(page);
  const liveSave = page.getByRole("button", { name: "Save" }).first();
  const testLabel = page.getByText("Test webhook URL", { exact: true });
  await expect(testLabel).toBeVisible();
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const [save, label] = [await liveSave.boundingBox(), await testLabel.boundingBox()];
    expect(label!.y - (save!.y + save!.height), `at ${width} px`).toBeGreaterThanOrEqual(16);
  }
});

test("webhooks: a URL on a local receiver, a purchase, a signature the receiver verifies", async ({
  page,
  request,
}) => {
  const received: { verified: boolean; type: string; eventId: string }[] = [];
  let secret = "";
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      received.push({
        verified: verifySignature(
          secret,
          req.headers["x-nairawallet-signature"] as string,
          raw,
          Math.floor(Date.now() / 1000),
        ),
        type: String(req.headers["x-nairawallet-event-type"]),
        eventId: String(req.headers["x-nairawallet-event-id"]),
      });
      // The first delivery is refused, as a broken endpoint would; its retry is taken.
      res.writeHead(received.length === 1 ? 500 : 200).end("thanks");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  try {
    await customerOnDashboard(page, request, { name: "Hook Partner", fund: 1000 });
    await page.goto("/webhooks");
    await page.getByLabel("Live webhook URL").fill(`http://127.0.0.1:${port}/hooks`);
    await page.getByRole("button", { name: "Save" }).first().click();
    secret = (await page.getByTestId("secret-live").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    await accessibleAndNarrow(page);

    const requestId = `AIRTIME_${Date.now()}_e2ehook1`;
    const status = await page.evaluate(
      async ([phone, pin, request_id]) => {
        const res = await fetch("/api/pay/airtime", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            network: "mtn",
            phone,
            amount: 100,
            request_id,
            pin,
          }),
        });
        return res.status;
      },
      [SANDBOX.successPhone, E2E_PIN, requestId] as const,
    );
    expect(status).toBe(200);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(received[0]).toMatchObject({ verified: true, type: "purchase.delivered" });

    await page.reload();
    const row = page.getByTestId("webhook-delivery").first();
    // The refused attempt: when it is tried again, and its answer, said once.
    await expect(row).toContainText(/purchase\.delivered · Next try .+ · HTTP 500/);
    expect((await row.textContent())?.split("HTTP 500")).toHaveLength(2);
    // The retry, 30 s later, on the list's own refresh.
    await expect(row).toContainText("purchase.delivered · Delivered · HTTP 200", { timeout: 60_000 });
    expect(received[1]).toMatchObject({ verified: true, eventId: received[0].eventId });
    // The row names the order it is about (the purchase's request_id), to match it with one's own.
    await expect(row).toContainText(`Order ${requestId}`);
    await row.getByRole("button", { name: "Replay" }).click();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3);
    expect(received[2]).toMatchObject({ verified: true, eventId: received[0].eventId });

    // A new secret stops the current one at once: asked first; declined, nothing changes.
    const live = page.getByRole("button", { name: "New secret" }).first();
    page.once("dialog", (d) => void d.dismiss());
    await live.click();
    await expect(page.getByTestId("secret-live")).toHaveCount(0);
    page.once("dialog", (d) => {
      expect(d.message()).toContain("The current one stops working at once");
      void d.accept();
    });
    await live.click();
    await expect(page.getByTestId("secret-live")).toHaveText(/^whsec_/);
    expect(await page.getByTestId("secret-live").textContent()).not.toBe(secret);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});
