import { eq } from "drizzle-orm";
import { BENEFICIARY_MSG, MAX_BENEFICIARIES } from "../../lib/contracts/beneficiaries";
import { beneficiaries } from "../db/schema";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";

jest.setTimeout(120_000);

// Real row locks and parallel connections need PostgreSQL: CI runs this with TEST_DATABASE_URL set.
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres("the limit of 100 beneficiaries under parallel saves, on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("20 saves at once at 95 saved: exactly 5 are saved, the other 15 answer 409, the count ends at 100", async () => {
    const u = await createUser(t);
    const already = MAX_BENEFICIARIES - 5;
    await t.app.ctx.db.insert(beneficiaries).values(
      Array.from({ length: already }, (_, i) => ({
        userId: u.userId,
        kind: "jamb" as const,
        number: `PROFILE${String(i).padStart(3, "0")}`,
      })),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/beneficiaries",
          headers: bearer(u.token),
          payload: { kind: "phone", phone: `0803123${String(i).padStart(4, "0")}` },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toEqual({ message: BENEFICIARY_MSG.tooMany });
    const rows = await t.app.ctx.db.select().from(beneficiaries).where(eq(beneficiaries.userId, u.userId));
    expect(rows).toHaveLength(MAX_BENEFICIARIES);
    const saved = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().data.number));
    expect(
      rows
        .filter((r) => r.kind === "phone")
        .map((r) => r.number)
        .sort(),
    ).toEqual([...saved].sort());
  });
});
