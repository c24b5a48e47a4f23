import { expect, test } from "@playwright/test";

test("the BFF refuses cross-site writes and unlisted paths", async ({ request, baseURL }) => {
  const crossSite = await request.post(`${baseURL}/api/login`, {
    headers: { Origin: "https://evil.example" },
    data: { email: "a@example.com", password: "x" },
  });
  expect(crossSite.status()).toBe(403);

  // Not in lib/bff/allowed-paths.ts: the product API has these, the BFF does not relay them.
  const unlisted = await request.get(`${baseURL}/api/docs`);
  expect(unlisted.status()).toBe(404);
  expect(
    (await request.post(`${baseURL}/api/webhooks/monnify`, { headers: { Origin: baseURL! }, data: {} })).status(),
  ).toBe(404);

  const noSession = await request.get(`${baseURL}/api/transactions`);
  expect(noSession.status()).toBe(401);
});
