import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import { users } from "../db/schema";
import { seedDemoData } from "../seed";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { createOrPromoteAdmin } from "./create-admin";

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_ADMIN_EMAIL: "demo.admin@nairawallet.ng", DEMO_ADMIN_PASSWORD: "Demo-admin-pass-1" });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });
const quiet = { warn: jest.fn(), info: jest.fn() };

test("creates a verified admin with a scrypt password who can log in and use the admin API", async () => {
  const { userId, created } = await createOrPromoteAdmin(
    t.app.ctx.db,
    { email: " New.Admin@Example.com ", password: "Str0ng-password", name: "Ngozi Admin" },
    new Date(),
  );
  expect(created).toBe(true);
  const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, userId));
  expect(row).toMatchObject({ email: "new.admin@example.com", name: "Ngozi Admin", isAdmin: true, status: "active" });
  expect(row.emailVerifiedAt).not.toBeNull();
  expect(row.passwordHash).toMatch(/^scrypt\$/);

  const res = await login("new.admin@example.com", "Str0ng-password");
  expect(res.statusCode).toBe(200);
  const me = await t.app.inject({ method: "GET", url: "/api/admin/user", headers: bearer(res.json().token) });
  expect(me.json().data).toEqual({ id: userId, name: "Ngozi Admin", email: "new.admin@example.com" });
});

test("promotes an existing (even suspended, unverified) customer and sets the new password", async () => {
  const c = await createUser(t, { email: "promote.me@example.com", verified: false, status: "suspended" });
  expect((await t.app.inject({ method: "GET", url: "/api/admin/user", headers: bearer(c.token) })).statusCode).toBe(
    401,
  );
  const r = await createOrPromoteAdmin(
    t.app.ctx.db,
    { email: "promote.me@example.com", password: "Another-pass-9" },
    new Date(),
  );
  expect(r).toEqual({ userId: c.userId, created: false });
  const res = await login("promote.me@example.com", "Another-pass-9");
  expect(res.statusCode).toBe(200);
  expect(
    (await t.app.inject({ method: "GET", url: "/api/admin/user", headers: bearer(res.json().token) })).statusCode,
  ).toBe(200);
});

test("refuses a short password or an email the login form would refuse", async () => {
  await expect(
    createOrPromoteAdmin(t.app.ctx.db, { email: "a@example.com", password: "short" }, new Date()),
  ).rejects.toBeInstanceOf(ZodError);
  await expect(
    createOrPromoteAdmin(t.app.ctx.db, { email: "admin@host.local", password: "long-enough-1" }, new Date()),
  ).rejects.toBeInstanceOf(ZodError);
  expect(await t.app.ctx.db.select().from(users).where(eq(users.email, "a@example.com"))).toEqual([]);
});

test("seedDemoData creates the demo admin once and leaves it alone afterwards", async () => {
  await seedDemoData(t.app.ctx, quiet);
  await seedDemoData(t.app.ctx, quiet);
  const rows = await t.app.ctx.db.select().from(users).where(eq(users.email, "demo.admin@nairawallet.ng"));
  expect(rows).toHaveLength(1);
  expect(rows[0].isAdmin).toBe(true);
  expect((await login("demo.admin@nairawallet.ng", "Demo-admin-pass-1")).statusCode).toBe(200);
  expect(quiet.info).toHaveBeenCalledTimes(1);
});

test("API instances seeding at once all start, with one demo admin between them", async () => {
  const email = "demo.race@nairawallet.ng";
  const ctx = { ...t.app.ctx, config: { ...t.app.ctx.config, DEMO_ADMIN_EMAIL: email } };
  await expect(Promise.all(Array.from({ length: 4 }, () => seedDemoData(ctx, quiet)))).resolves.toHaveLength(4);
  expect(await t.app.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
});

test("the default demo admin email is one the login form accepts", async () => {
  const d = await createTestApp();
  try {
    await seedDemoData(d.app.ctx, quiet);
    const res = await d.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: d.config.DEMO_ADMIN_EMAIL, password: d.config.DEMO_ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_admin).toBe(true);
  } finally {
    await d.close();
  }
});
