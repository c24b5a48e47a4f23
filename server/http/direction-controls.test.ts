import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { post, registration } from "../accounts/account-test-kit";
import { MSG } from "../../lib/contracts/messages";
import { withoutDirectionControls } from "./direction-controls";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("direction controls leave every string of a body, and nothing else", () => {
  expect(
    withoutDirectionControls({ a: "Ada\u202E Obi", b: ["x\u2066y\u2069"], c: 5, d: null, "k\u202Dey": true }),
  ).toEqual({ a: "Ada Obi", b: ["xy"], c: 5, d: null, key: true });
  expect(withoutDirectionControls("عربي")).toBe("عربي");
});

test("a name made only of direction controls and zero-width characters is no name", async () => {
  const res = await post(t, "/api/register", registration({ name: "\u202e\u200b\u200d" }));
  expect(res.statusCode).toBe(422);
  expect(res.json().errors.name).toEqual([MSG.nameRequired]);
});

test("a name with a direction override (raw or escaped in the JSON) is kept without it", async () => {
  const body = registration({ name: "Ada \u202Eibo" });
  const raw = JSON.stringify(body).replace("\u202E", "\\u202e");
  for (const payload of [JSON.stringify(body), raw.replace(body.email as string, `x${body.email}`)]) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const email = (JSON.parse(payload) as { email: string }).email.toLowerCase();
    const [u] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.email, email));
    expect(u.name).toBe("Ada ibo");
  }
});
