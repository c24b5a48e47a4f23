import { eq } from "drizzle-orm";
import { businessLogos } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { BUSINESS_MSG, LOGO_MAX_BYTES } from "../../lib/contracts/merchant";
import { decodeLogo, sniffImageType } from "./logo-image";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A real 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(24),
]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(32)]);

const post = (token: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/business", headers: bearer(token), payload });

test("logo type is read from the magic bytes, not the declared type", () => {
  expect(sniffImageType(PNG)).toBe("image/png");
  expect(sniffImageType(JPEG)).toBe("image/jpeg");
  expect(sniffImageType(WEBP)).toBe("image/webp");
  expect(sniffImageType(GIF)).toBeNull();
  expect(decodeLogo(`data:image/png;base64,${GIF.toString("base64")}`)).toEqual({ ok: false, problem: "type" });
  expect(decodeLogo(`data:image/gif;base64,${PNG.toString("base64")}`)).toMatchObject({
    ok: true,
    contentType: "image/png",
  });
  expect(decodeLogo("not base64 at all!")).toEqual({ ok: false, problem: "type" });
});

test("GET before the first save answers data null; no token is 401", async () => {
  const u = await createUser(t);
  expect((await t.app.inject({ method: "GET", url: "/api/business", headers: bearer(u.token) })).json()).toEqual({
    data: null,
  });
  expect((await t.app.inject({ method: "GET", url: "/api/business" })).statusCode).toBe(401);
  expect((await post("x".repeat(40), { name: "A" })).statusCode).toBe(401);
});

test.each([
  ["empty name", { name: "" }, "name", BUSINESS_MSG.nameRequired],
  ["no name", {}, "name", BUSINESS_MSG.nameRequired],
  ["a name on two lines", { name: "Ade\nFoods" }, "name", BUSINESS_MSG.nameNotPrintable],
  ["bad email", { name: "Ade Foods", email: "not-an-email" }, "email", BUSINESS_MSG.emailInvalid],
  ["bad phone", { name: "Ade Foods", phone: "12ab" }, "phone", BUSINESS_MSG.phoneInvalid],
  ["a GIF logo", { name: "Ade Foods", logo: GIF.toString("base64") }, "logo", BUSINESS_MSG.logoType],
  [
    "a logo over 1 MB",
    { name: "Ade Foods", logo: Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]).toString("base64") },
    "logo",
    BUSINESS_MSG.logoSize,
  ],
])("%s: 422 on the field", async (_label, payload, field, message) => {
  const u = await createUser(t);
  const res = await post(u.token, payload);
  expect(res.statusCode).toBe(422);
  expect(res.json().errors[field]).toEqual([message]);
});

test("a logo too large for the body limit is refused on the logo field too, and nothing is saved", async () => {
  const u = await createUser(t);
  const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString("base64");
  const res = await post(u.token, { name: "Ade Foods", logo: huge });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ message: BUSINESS_MSG.logoSize, errors: { logo: [BUSINESS_MSG.logoSize] } });
  expect((await t.app.inject({ method: "GET", url: "/api/business", headers: bearer(u.token) })).json()).toEqual({
    data: null,
  });
  expect(await t.app.ctx.db.select().from(businessLogos).where(eq(businessLogos.userId, u.userId))).toEqual([]);
});

test("saves the details with a logo, serves the logo back, replaces and removes it", async () => {
  const u = await createUser(t);
  const res = await post(u.token, {
    name: "Ade Foods",
    address: "12 Allen Avenue, Ikeja",
    phone: "08031234567",
    email: "Hello@AdeFoods.ng",
    logo: `data:image/png;base64,${PNG.toString("base64")}`,
  });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(res.json().message).toBe(BUSINESS_MSG.saved);
  expect(data).toMatchObject({
    name: "Ade Foods",
    address: "12 Allen Avenue, Ikeja",
    phone: "08031234567",
    email: "hello@adefoods.ng",
    logo: `/api/business/logo/${data.logo_id}`,
  });

  const logo = await t.app.inject({ method: "GET", url: data.logo });
  expect(logo.statusCode).toBe(200);
  expect(logo.headers["content-type"]).toBe("image/png");
  expect(logo.rawPayload.equals(PNG)).toBe(true);

  // Other fields change, logo kept.
  const kept = await post(u.token, { name: "Ade Foods Ltd", address: "", phone: null });
  expect(kept.json().data).toMatchObject({
    name: "Ade Foods Ltd",
    address: null,
    phone: null,
    email: null,
    logo_id: data.logo_id,
  });

  // A new logo replaces the old one, which is deleted.
  const replaced = await post(u.token, { name: "Ade Foods Ltd", logo: JPEG.toString("base64") });
  const newId = replaced.json().data.logo_id;
  expect(newId).not.toBe(data.logo_id);
  expect((await t.app.inject({ method: "GET", url: data.logo })).statusCode).toBe(404);
  expect((await t.app.inject({ method: "GET", url: `/api/business/logo/${newId}` })).headers["content-type"]).toBe(
    "image/jpeg",
  );

  const removed = await post(u.token, { name: "Ade Foods Ltd", remove_logo: true });
  expect(removed.json().data).toMatchObject({ logo: null, logo_id: null });
  expect(await t.app.ctx.db.select().from(businessLogos).where(eq(businessLogos.userId, u.userId))).toEqual([]);

  expect((await t.app.inject({ method: "GET", url: "/api/business", headers: bearer(u.token) })).json().data.name).toBe(
    "Ade Foods Ltd",
  );
  expect((await t.app.inject({ method: "GET", url: "/api/business/logo/not-a-uuid" })).statusCode).toBe(404);
});

test("each customer has their own business details", async () => {
  const a = await createUser(t);
  const b = await createUser(t);
  await post(a.token, { name: "A Business" });
  expect((await t.app.inject({ method: "GET", url: "/api/business", headers: bearer(b.token) })).json()).toEqual({
    data: null,
  });
});
