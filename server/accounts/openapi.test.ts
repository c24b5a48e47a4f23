import { createTestApp, type TestApp } from "../test/test-app";

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("every account route is documented at /api/docs, bearer routes with bearer security", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  const open = [
    "/api/register",
    "/api/verify-otp",
    "/api/resend-otp",
    "/api/login",
    "/api/forgot-password",
    "/api/verify-reset-otp",
    "/api/reset-password",
  ];
  for (const path of open) {
    const op = doc.paths[path]?.post;
    expect(op).toBeDefined();
    expect(op.requestBody.content["application/json"].schema.type).toBe("object");
    expect(op.security).toBeUndefined();
  }
  expect(doc.paths["/api/logout"].post.security).toEqual([{ bearer: [] }]);
  expect(doc.paths["/api/user/onboarding-seen"].post.security).toEqual([{ bearer: [] }]);
  const change = doc.paths["/api/change-password"].post;
  expect(change.security).toEqual([{ bearer: [] }]);
  expect(Object.keys(change.requestBody.content["application/json"].schema.properties).sort()).toEqual([
    "current_password",
    "password",
    "password_confirmation",
  ]);
  const me = doc.paths["/api/user"].get;
  expect(me.security).toEqual([{ bearer: [] }]);
  expect(me.responses["200"].content["application/json"].schema.properties.data.required).toContain("balance_kobo");
  expect(doc.paths["/api/sandbox/outbox"].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
    "email",
    "limit",
  ]);
});
