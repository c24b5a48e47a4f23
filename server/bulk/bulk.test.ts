import { asc, eq, like } from "drizzle-orm";
import { bulkBatches, customerLevels, mailOutbox, notifications, transactions } from "../db/schema";
import { deliverNotifications } from "../notifications/deliver-job";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { runPurchaseRequeries } from "../purchases/requery-job";
import { bearer, TEST_PIN } from "../test/fixtures";
import { apiSuite } from "../test/api-suite";
import { customer } from "../purchases/test-helpers";
import { BULK_MSG, type BulkHeaderProblem } from "../../lib/contracts/bulk";
import { formatKobo } from "../../lib/money";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { atLevel } from "../levels/level-test-kit";
import { processBulkRows } from "./bulk-job";
import { BULK_LIMITS } from "./rate-limits";

jest.setTimeout(60_000);

// Ten workers buy at once on one PGlite session, so a simulated VTpass call can wait past the
// purchase suites' 300 ms timeout; timed-out calls would open the provider breaker for the tests
// after. One test here uses the hanging number (one timeout, under the breaker's five), so the
// calls get the time they need.
const { t } = apiSuite({ purchases: true, env: { VTPASS_TIMEOUT_MS: "5000" } });

const b64 = (s: string | Buffer) => Buffer.from(s).toString("base64");
const upload = (token: string, service: "airtime" | "data", content: string | Buffer, fileName = "list.csv") =>
  t.app.inject({
    method: "POST",
    url: "/api/bulk",
    headers: bearer(token),
    payload: { service, file_name: fileName, content_base64: b64(content) },
  });
const confirm = (token: string, id: string, pin: string = TEST_PIN) =>
  t.app.inject({ method: "POST", url: `/api/bulk/${id}/confirm`, headers: bearer(token), payload: { pin } });
const purchasesOf = (userId: string) => t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, userId));

describe("upload checks", () => {
  let token: string;
  beforeAll(async () => {
    token = (await customer(t, 0)).token;
  });
  const refused = async (service: "airtime" | "data", content: string | Buffer, message: string | RegExp) => {
    const res = await upload(token, service, content);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toEqual(typeof message === "string" ? message : expect.stringMatching(message));
  };
  test("formulas, wrong encodings, oversized files, too many rows, bad headers and non-CSV are refused with their message", async () => {
    await refused("airtime", "phone,network,amount\n=1+1,mtn,100\n", /^Cells must not start with =/);
    await refused("airtime", "phone,network,amount\n08011111111,mtn,@SUM(1)\n", /line 2 column 3/);
    await refused("airtime", "phone,network,amount\n+1+1,mtn,100\n", /line 2 column 1/);
    await refused("airtime", "phone,network,amount\n08011111111,mtn,-1+2\n", /line 2 column 3/);
    await refused(
      "airtime",
      Buffer.concat([Buffer.from("phone,network,amount\n08011111111,caf"), Buffer.from([0xe9]), Buffer.from(",100\n")]),
      BULK_MSG.notUtf8,
    );
    await refused("airtime", `phone,network,amount\n${"08011111111,mtn,100\n".repeat(11_000)}`, BULK_MSG.tooLarge);
    await refused(
      "airtime",
      `phone,network,amount\n${"08011111111,mtn,100\n".repeat(1001)}`,
      BULK_MSG.tooManyRows(1001),
    );
    await refused("airtime", "phone,amount\n08011111111,100\n", /^The first line has no "network" column\. /);
    await refused(
      "airtime",
      "08011111111,mtn,100\n08011111111,mtn,200\n",
      BULK_MSG.header(["phone", "network", "amount"]),
    );
    await refused("airtime", "phone,network,amount\n", BULK_MSG.empty);
    // the CSV reader's refusals in the product's words, naming the line (never csv-parse's own text)
    await refused(
      "airtime",
      'phone,network,amount\n"08011111111,mtn,100\n',
      BULK_MSG.notCsv(null, BULK_MSG.csvQuoteNotClosed),
    );
    await refused(
      "airtime",
      `phone,network,amount\n${"08011111111,mtn,100\n".repeat(3)}=HYPERLINK("x"),mtn,100\n`,
      "Line 5 could not be read: a quote may only open a cell. Check its quotes and commas.",
    );
    await refused(
      "airtime",
      'phone,network,amount\r\n08011111111,"mtn"x,100\r\n',
      BULK_MSG.notCsv(2, BULK_MSG.csvClosingQuote),
    );
    await refused(
      "airtime",
      "phone,network,amount\n08011111111,mtn,100\n08011111111,100\n",
      "Line 3 could not be read: it has 2 cells, not as many as the first line. Check its commas.",
    );
  });
  test("a spreadsheet's own export reads as written: BOM, CRLF, +234, grouped amounts, empty lines of commas, semicolons", async () => {
    const rowsOf = async (content: string) => {
      const res = await upload(token, "airtime", content, `excel-${Math.random()}.csv`);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .rows.map((r: { row: number; phone: string; amount: number | null; status: string; error: string | null }) => [
          r.row,
          r.phone,
          r.amount,
          r.error ?? r.status,
        ]);
    };
    const excel =
      '\uFEFFphone,network,amount\r\n+2348011111111,mtn,"1,000"\r\n,,\r\n08011111111,mtn,-60\r\n,,\r\n,,\r\n';
    expect(await rowsOf(excel)).toEqual([
      [2, "08011111111", 1000, "ready"],
      [4, "08011111111", null, PURCHASE_MSG.amountRequired],
    ]);
    expect(await rowsOf('phone;network;amount\n08011111111;mtn;150\n0803 123 4567;auto;"1,000"\n')).toEqual([
      [2, "08011111111", 150, "ready"],
      [3, "0803 123 4567", null, PURCHASE_MSG.amountRequired],
    ]);
  });
  test("the header as people write it: any case and order, spaces, empty trailing columns; others refused by name", async () => {
    const AIRTIME = ["phone", "network", "amount"];
    const res = await upload(token, "airtime", " Amount ;PHONE; Network ;;\n150;08011111111;mtn;;\n;;;;\n", "h.csv");
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      expect.objectContaining({ row: 2, phone: "08011111111", amount: 150, status: "ready" }),
    ]);
    const problem = (p: Partial<BulkHeaderProblem>, service: "airtime" | "data" = "airtime") =>
      BULK_MSG.headerProblem(service, service === "airtime" ? AIRTIME : ["phone", "network", "plan"], {
        unknown: [],
        missing: [],
        twice: [],
        unnamed: null,
        ...p,
      });
    await refused(
      "airtime",
      "phone,network,ammount\n08011111111,mtn,100\n",
      problem({ unknown: ["ammount"], missing: ["amount"] }),
    );
    expect(problem({ unknown: ["ammount"], missing: ["amount"] })).toBe(
      'The first line has a column an airtime file does not take: "ammount", and no "amount" column. It must be the header: phone,network,amount, in any order (download the template).',
    );
    await refused("airtime", "phone,network,amount,Notes\n08011111111,mtn,100,\n", problem({ unknown: ["Notes"] }));
    await refused(
      "airtime",
      "phone,network,amount,phone\n08011111111,mtn,100,08011111111\n",
      problem({ twice: ["phone"] }),
    );
    await refused(
      "airtime",
      "phone,network,amount,\n08011111111,mtn,100,\n08011111111,mtn,100,x\n",
      problem({ unnamed: { column: 4, line: 3 } }),
    );
    await refused(
      "data",
      "phone,network,amount\n08011111111,mtn,100\n",
      problem({ unknown: ["amount"], missing: ["plan"] }, "data"),
    );
    await refused("airtime", "phone\n08011111111\n", problem({ missing: ["network", "amount"] }));
    expect(problem({ missing: ["network", "amount"] })).toMatch(
      /^The first line has no "network" and "amount" columns\. /,
    );
  });
  test("the templates download, and upload as valid previews", async () => {
    for (const service of ["airtime", "data"] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/bulk/template.csv?service=${service}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/csv/);
      const preview = await upload(token, service, res.body);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().rows.every((r: { status: string }) => r.status === "ready")).toBe(true);
    }
  });

  test("a network named like an object's own property (constructor, __proto__, toString) is an invalid row, never a 500 or a valid one", async () => {
    for (const [service, line] of [
      ["airtime", "08031234567,NAME,100"],
      ["data", "08031234567,NAME,mtn-10mb-100"],
    ] as const) {
      const names = ["constructor", "__proto__", "toString", "hasOwnProperty"];
      const header = service === "airtime" ? "phone,network,amount" : "phone,network,plan";
      const res = await upload(token, service, [header, ...names.map((n) => line.replace("NAME", n)), ""].join("\n"));
      expect(res.statusCode).toBe(200);
      const { batch, rows } = res.json();
      expect(batch.valid_count).toBe(0);
      expect(
        rows.map((r: { status: string; network: string | null; error: string }) => [r.status, r.network, r.error]),
      ).toEqual(names.map(() => ["invalid", null, BULK_MSG.networkInvalid]));
    }
  });
});

test(`uploads: ${BULK_LIMITS.upload.limit} an hour per customer, then 429 with no batch made`, async () => {
  const c = await customer(t, 0);
  const file = `phone,network,amount\n${N.success},mtn,100\n`;
  for (let i = 0; i < BULK_LIMITS.upload.limit; i++)
    expect((await upload(c.token, "airtime", file)).statusCode).toBe(200);
  const batches = await t.app.ctx.db.select().from(bulkBatches).where(eq(bulkBatches.userId, c.userId));
  const refused = await upload(c.token, "airtime", `${file}${N.success},mtn,200\n`);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  expect(await t.app.ctx.db.select().from(bulkBatches).where(eq(bulkBatches.userId, c.userId))).toHaveLength(
    batches.length,
  );
  // Another customer is not held back by it.
  expect((await upload((await customer(t, 0)).token, "airtime", file)).statusCode).toBe(200);
});

describe("notifications", () => {
  const HOUR = 3_600_000;
  const noticesOf = async (userId: string) =>
    (
      await t.app.ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.createdAt))
    ).map((n) => ({ type: n.type, title: n.title, link: n.link }));

  test("a batch tells its owner once, when every line is settled (a pending one too), never line by line; a line reversed after that is told", async () => {
    const c = await customer(t, 100_000);
    const file = `phone,network,amount\n${N.success},mtn,100\n${N.success},mtn,100\n${N.pendingAlias},mtn,100\n08031234567,mtn,50\n`;
    const { batch } = (await upload(c.token, "airtime", file)).json();
    expect((await confirm(c.token, batch.id)).statusCode).toBe(200);
    await processBulkRows(t.app.ctx);
    // Done (no line left to buy), but a purchase is still pending: nothing yet.
    expect(
      (await t.app.inject({ method: "GET", url: `/api/bulk/${batch.id}`, headers: bearer(c.token) })).json(),
    ).toMatchObject({ batch: { status: "done", counts: { delivered: 2, pending: 1, failed: 1 } } });
    expect(await noticesOf(c.userId)).toEqual([]);
    // The re-query job delivers it (2nd re-query), silently; the job's next passes summarize once.
    for (const _ of [1, 2]) {
      t.advance(HOUR);
      await runPurchaseRequeries(t.app.ctx);
    }
    await Promise.all([processBulkRows(t.app.ctx), processBulkRows(t.app.ctx)]);
    await processBulkRows(t.app.ctx);
    const title = "Bulk batch finished: 3 delivered, 1 failed (₦50.00 refunded)";
    expect(await noticesOf(c.userId)).toEqual([
      { type: "bulk_batch_finished", title, link: `/bulk?batch=${batch.id}` },
    ]);
    await deliverNotifications(t.app.ctx);
    await deliverNotifications(t.app.ctx);
    const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(mails.map((m) => m.subject)).toEqual([title]);
    expect(mails[0].text).toContain(`/bulk?batch=${batch.id}`);

    // A one-line batch VTpass reverses after its summary: the money coming back is told.
    const one = (await upload(c.token, "airtime", `phone,network,amount\n${N.reverseAlias},mtn,100\n`)).json().batch;
    expect((await confirm(c.token, one.id)).statusCode).toBe(200);
    await processBulkRows(t.app.ctx);
    t.advance(vtpassSimulator(t.app.ctx).settings.reverseAfterMs + 1);
    await vtpassSimulator(t.app.ctx).settle();
    await vtpassSimulator(t.app.ctx).flush();
    expect((await noticesOf(c.userId)).slice(1).map((n) => [n.type, n.title])).toEqual([
      ["bulk_batch_finished", "Bulk batch finished: 1 delivered, 0 failed"],
      ["purchase_reversed", "Airtime purchase reversed: ₦98.00 refunded"],
    ]);
  });
});

describe("preview, confirm, buy", () => {
  test("a batch is done as soon as its last line is, while the pass still buys another batch's line", async () => {
    const c = await customer(t, 100_000);
    const quick = (await upload(c.token, "airtime", `phone,network,amount\n${N.success},mtn,100\n`)).json().batch;
    const slow = (
      await upload(c.token, "airtime", `phone,network,amount\n${N.timeoutAlias},mtn,100\n`, "slow.csv")
    ).json().batch;
    for (const b of [quick, slow]) expect((await confirm(c.token, b.id)).statusCode).toBe(200);
    const statusOf = async (id: string) =>
      (await t.app.ctx.db.select({ status: bulkBatches.status }).from(bulkBatches).where(eq(bulkBatches.id, id)))[0]
        .status;
    let passOver = false;
    // The slow line waits for VTpass until the call's 5 s deadline; the quick one is bought at once.
    const pass = processBulkRows(t.app.ctx).finally(() => (passOver = true));
    while (!passOver && (await statusOf(quick.id)) !== "done") await new Promise((r) => setTimeout(r, 20));
    expect(passOver).toBe(false);
    expect(await statusOf(quick.id)).toBe("done");
    expect(await statusOf(slow.id)).toBe("confirmed");
    await pass;
    expect(await statusOf(slow.id)).toBe("done");
  });

  const FILE = [
    "phone,network,amount",
    "08011111111,mtn,100", // delivered
    "0803 123 4567,auto,50", // mtn from the prefix; any other number fails and is refunded
    "08011111111,auto,100", // 0801: no network from the prefix
    "0801111111,mtn,100", // 10 digits
    "08011111111,nitel,100",
    "08011111111,glo,20", // under the airtime minimum
    "call me,mtn,100", // not a number
    "",
  ].join("\n");

  test("each row is checked, the total is the valid rows, nothing is debited before the PIN; then each row is bought once", async () => {
    const c = await customer(t, 100_000);
    const res = await upload(c.token, "airtime", FILE);
    expect(res.statusCode).toBe(200);
    const { batch, rows } = res.json();
    expect(batch).toMatchObject({ status: "preview", row_count: 7, valid_count: 2, total: 150 });
    expect(rows.map((r: { status: string }) => r.status)).toEqual([
      "ready",
      "ready",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
    ]);
    expect(rows[1]).toMatchObject({ phone: "08031234567", network: "mtn", amount: 50 });
    expect(rows[2].error).toBe(BULK_MSG.networkUnknown);
    expect(rows[3].error).toBe("Phone number must be 11 digits.");
    expect(rows[4].error).toBe(BULK_MSG.networkInvalid);
    expect(rows[5].error).toBe(PURCHASE_MSG.airtimeMinimum);
    expect(await c.balance()).toBe(100_000);

    // no PIN, a wrong PIN: nothing queued, nothing debited
    const noPin = await t.app.inject({
      method: "POST",
      url: `/api/bulk/${batch.id}/confirm`,
      headers: bearer(c.token),
      payload: {},
    });
    expect(noPin.statusCode).toBe(422);
    expect((await confirm(c.token, batch.id, "0000")).statusCode).toBe(403);
    expect(await processBulkRows(t.app.ctx)).toBe(0);
    expect(await c.balance()).toBe(100_000);

    const ok = await confirm(c.token, batch.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().batch.status).toBe("confirmed");
    expect(
      ok
        .json()
        .rows.slice(0, 2)
        .map((r: { status: string }) => r.status),
    ).toEqual(["queued", "queued"]);
    // a retried confirm, even without the PIN, answers the batch and buys nothing more
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/bulk/${batch.id}/confirm`,
          headers: bearer(c.token),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);

    expect(await processBulkRows(t.app.ctx)).toBe(2);
    const done = (await t.app.inject({ method: "GET", url: `/api/bulk/${batch.id}`, headers: bearer(c.token) })).json();
    expect(done.batch.status).toBe("done");
    expect(done.rows.slice(0, 2).map((r: { status: string }) => r.status)).toEqual(["delivered", "failed"]);
    expect(done.rows[0].reference).toEqual(expect.any(String));
    // the delivered row paid (less its cashback), the failed one was refunded
    const [delivered] = (await purchasesOf(c.userId)).filter((x) => x.type === "purchase" && x.status === "delivered");
    expect(await c.balance()).toBe(100_000 - 10_000 + delivered.cashbackKobo);

    // the same file again answers the same batch; nothing is bought twice
    const again = await upload(c.token, "airtime", FILE, "copy.csv");
    expect(again.json()).toMatchObject({ reused: true, batch: { id: batch.id, status: "done" } });
    await confirm(c.token, batch.id);
    await processBulkRows(t.app.ctx);
    const bought = (await purchasesOf(c.userId)).filter((x) => x.type === "purchase");
    expect(bought.map((x) => x.requestId).sort()).toEqual([`BULK_${batch.id}_2`, `BULK_${batch.id}_3`]);

    const csv = await t.app.inject({
      method: "GET",
      url: `/api/bulk/${batch.id}/result.csv`,
      headers: bearer(c.token),
    });
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("row,phone,network,plan,amount,paid,refunded,status,reference,message,same_as");
    expect(lines).toHaveLength(8);
    expect(lines[1]).toMatch(/^2,08011111111,mtn,,100\.00,100\.00,,delivered,/);
    expect(lines[2]).toMatch(/^3,08031234567,mtn,,50\.00,50\.00,50\.00,failed,/); // paid, then refunded
    expect(lines[4]).toMatch(/^5,0801111111,,,,,,invalid,,/); // nothing bought, nothing paid
    expect(lines[3]).toContain(BULK_MSG.networkUnknown);
  });

  test("a line that buys what an earlier one buys is marked with it, and stays to be bought", async () => {
    const c = await customer(t, 100_000);
    const file = [
      "phone,network,amount",
      "08011111111,mtn,100",
      "+2348011111111,MTN,100.00", // the same number, network and amount as written another way
      "08011111111,mtn,150", // another amount
      "08011111111,glo,100", // another network
      "08011111111,mtn,100", // a third time: the first line named
      "0801111111,mtn,100", // invalid twice: never bought, so no repeat
      "0801111111,mtn,100",
    ].join("\n");
    const { batch, rows } = (await upload(c.token, "airtime", file)).json();
    expect(rows.map((r: { row: number; same_as: number | null }) => [r.row, r.same_as])).toEqual([
      [2, null],
      [3, 2],
      [4, null],
      [5, null],
      [6, 2],
      [7, null],
      [8, null],
    ]);
    expect(batch).toMatchObject({ valid_count: 5, total: 550 });
    expect(rows.slice(0, 5).every((r: { status: string }) => r.status === "ready")).toBe(true);
    // The result file names the repeated line too (its last column).
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/bulk/${batch.id}/result.csv`,
      headers: bearer(c.token),
    });
    expect(
      csv.body
        .trim()
        .split("\r\n")
        .map((line) => line.split(",").at(-1)),
    ).toEqual(["same_as", "", "2", "", "", "2", "", ""]);
  });

  test("a plan code in any case is the catalogue's plan, kept in the catalogue's spelling", async () => {
    const c = await customer(t, 100_000);
    const { rows } = (
      await upload(c.token, "data", "phone,network,plan\n08011111111,mtn,MTN-10MB-100\n08011111111,mtn,mtn-10mb-100\n")
    ).json();
    expect(
      rows.map((r: { plan: string; status: string; same_as: number | null }) => [r.plan, r.status, r.same_as]),
    ).toEqual([
      ["mtn-10mb-100", "ready", null],
      ["mtn-10mb-100", "ready", 2],
    ]);
    // Named as the plan list and the data form name it, not by the catalogue's raw text.
    expect(rows.map((r: { plan_name: string }) => r.plan_name)).toEqual(["100 MB, 24 hours", "100 MB, 24 hours"]);
  });

  test("data rows take the plan's price; an unknown plan is invalid", async () => {
    const c = await customer(t, 100_000);
    const res = await upload(
      c.token,
      "data",
      "phone,network,plan\n08011111111,mtn,mtn-10mb-100\n08011111111,mtn,nope\n",
    );
    const { batch, rows } = res.json();
    expect(batch.total).toBe(100);
    expect(rows[0]).toMatchObject({ status: "ready", plan: "mtn-10mb-100", amount: 100 });
    expect(rows[1]).toMatchObject({ status: "invalid", error: BULK_MSG.planInvalid });
    await confirm(c.token, batch.id);
    await processBulkRows(t.app.ctx);
    const done = (await t.app.inject({ method: "GET", url: `/api/bulk/${batch.id}`, headers: bearer(c.token) })).json();
    expect(done.rows[0].status).toBe("delivered");
  });

  test("a Reseller's rows are priced at the level (preview total, approval and each debit)", async () => {
    const c = await customer(t, 100_000);
    await atLevel(t.app.ctx.db, c.userId, "reseller");
    const { batch, rows } = (
      await upload(c.token, "airtime", "phone,network,amount\n08011111111,mtn,100\n08011111111,mtn,200\n")
    ).json();
    // 2.5% off airtime at the seeded Reseller level: ₦97.50 + ₦195.00.
    expect(batch.total).toBe(292.5);
    expect(rows.map((r: { amount: number }) => r.amount)).toEqual([100, 200]); // the face values bought
    expect((await confirm(c.token, batch.id)).statusCode).toBe(200);
    await processBulkRows(t.app.ctx);
    const bought = await purchasesOf(c.userId);
    const debits = bought.filter((p) => p.type === "purchase").map((p) => p.amount);
    expect(debits.sort((a, b) => a - b)).toEqual([9_750, 19_500]);
    expect(await c.balance()).toBe(100_000 - 29_250);
  });

  test("prices changed between the preview and the confirm: refused with the new total, which the next confirm approves and debits", async () => {
    const c = await customer(t, 1_000_000);
    await atLevel(t.app.ctx.db, c.userId, "reseller");
    const { batch } = (
      await upload(c.token, "airtime", "phone,network,amount\n08011111111,mtn,1000\n08011111111,mtn,1001\n")
    ).json();
    expect(batch.total).toBe(1950.98);
    await t.app.ctx.db.delete(customerLevels).where(eq(customerLevels.userId, c.userId)); // back to Customer
    const refused = await confirm(c.token, batch.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BULK_MSG.pricesChanged("₦1,950.98", "₦2,001.00"));
    expect(await c.balance()).toBe(1_000_000);
    const again = await confirm(c.token, batch.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().batch).toMatchObject({ status: "confirmed", total: 2001 });
    await processBulkRows(t.app.ctx);
    const debits = (await purchasesOf(c.userId)).filter((p) => p.type === "purchase").map((p) => p.amount);
    expect(debits.sort((a, b) => a - b)).toEqual([100_000, 100_100]);
  });

  test("batches confirmed together are bought side by side: one does not wait for the other to finish", async () => {
    const c = await customer(t, 10_000_000);
    const file = (amount: number) =>
      `phone,network,amount\n${"08011111111,mtn,".concat(String(amount), "\n").repeat(11)}`;
    const ids = [
      (await upload(c.token, "airtime", file(100), "a.csv")).json().batch.id as string,
      (await upload(c.token, "airtime", file(101), "b.csv")).json().batch.id as string,
    ];
    for (const id of ids) expect((await confirm(c.token, id)).statusCode).toBe(200);
    await processBulkRows(t.app.ctx);
    const bought = (await purchasesOf(c.userId))
      .filter((p) => p.type === "purchase")
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.reference.localeCompare(b.reference));
    expect(bought).toHaveLength(22);
    // Whichever batch the job would reach last by its id has a line among the first ten bought.
    const later = [...ids].sort()[1];
    expect(bought.findIndex((p) => p.requestId?.startsWith(`BULK_${later}_`))).toBeLessThan(10);
  });

  test("a line whose price rose after the confirm is not bought above what was approved", async () => {
    const c = await customer(t, 100_000);
    await atLevel(t.app.ctx.db, c.userId, "reseller");
    const { batch } = (await upload(c.token, "airtime", "phone,network,amount\n08011111111,mtn,100\n")).json();
    expect((await confirm(c.token, batch.id)).statusCode).toBe(200);
    await t.app.ctx.db.delete(customerLevels).where(eq(customerLevels.userId, c.userId));
    await processBulkRows(t.app.ctx);
    const [row] = (await t.app.inject({ method: "GET", url: `/api/bulk/${batch.id}`, headers: bearer(c.token) })).json()
      .rows;
    expect(row).toMatchObject({ status: "failed", message: BULK_MSG.priceRose });
    expect(await c.balance()).toBe(100_000);
    expect(await purchasesOf(c.userId)).toEqual([]);
  });

  test("a Reseller's result file shows what each row was debited (paid) beside its face value (amount)", async () => {
    const c = await customer(t, 100_000);
    await atLevel(t.app.ctx.db, c.userId, "reseller");
    const file = "phone,network,amount\n08011111111,mtn,100\n08011111111,mtn,100\n08011111111,mtn,60\n";
    const { batch } = (await upload(c.token, "airtime", file)).json();
    expect(batch.total).toBe(253.5);
    const result = async () =>
      (await t.app.inject({ method: "GET", url: `/api/bulk/${batch.id}/result.csv`, headers: bearer(c.token) })).body
        .trim()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",").slice(4, 8));
    // before the PIN nothing is paid
    expect(await result()).toEqual([
      ["100.00", "", "", "ready"],
      ["100.00", "", "", "ready"],
      ["60.00", "", "", "ready"],
    ]);
    expect((await confirm(c.token, batch.id)).statusCode).toBe(200);
    await processBulkRows(t.app.ctx);
    const paid = await result();
    expect(paid).toEqual([
      ["100.00", "97.50", "", "delivered"],
      ["100.00", "97.50", "", "delivered"],
      ["60.00", "58.50", "", "delivered"],
    ]);
    // the paid column adds up to the batch total, and each is the purchase's amount in the history
    expect(paid.reduce((sum, [, p]) => sum + Number(p), 0)).toBe(batch.total);
    const debits = (await purchasesOf(c.userId)).filter((p) => p.type === "purchase").map((p) => p.amount);
    expect(debits.sort((a, b) => a - b)).toEqual([5_850, 9_750, 9_750]);
    const view = (await t.app.inject({ method: "GET", url: `/api/bulk/${batch.id}`, headers: bearer(c.token) })).json();
    expect(view.rows.map((r: { amount: number; paid: number }) => [r.amount, r.paid])).toEqual([
      [100, 97.5],
      [100, 97.5],
      [60, 58.5],
    ]);
  });

  test("a total above the balance is refused at confirm, with nothing queued", async () => {
    const c = await customer(t, 5_000);
    const { batch } = (await upload(c.token, "airtime", "phone,network,amount\n08011111111,mtn,100\n")).json();
    const res = await confirm(c.token, batch.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BULK_MSG.insufficient("₦100.00", "₦50.00"));
    expect(
      (await t.app.inject({ method: "GET", url: `/api/bulk/${batch.id}`, headers: bearer(c.token) })).json().batch
        .status,
    ).toBe("preview");
  });

  test("two batches confirmed at once do not both count on the same naira", async () => {
    const c = await customer(t, 100_000);
    const files = [
      "08011111111,mtn,300\n08011111111,mtn,300\n08011111111,mtn,300\n",
      "08011111111,mtn,300\n08011111111,mtn,301\n08011111111,mtn,300\n",
    ];
    const batches = [];
    for (const rows of files)
      batches.push((await upload(c.token, "airtime", `phone,network,amount\n${rows}`)).json().batch);
    const answers = await Promise.all(batches.map((b) => confirm(c.token, b.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    const other = batches[answers.indexOf(refused) === 0 ? 1 : 0];
    expect(refused.json().message).toBe(
      BULK_MSG.insufficientSetAside(
        formatKobo(batches[answers.indexOf(refused)].total * 100),
        "₦1,000.00",
        formatKobo(other.total * 100),
      ),
    );
    await processBulkRows(t.app.ctx);
    const debits = (await purchasesOf(c.userId)).filter((p) => p.type === "purchase");
    expect(debits.map((p) => p.status)).toEqual(["delivered", "delivered", "delivered"]);
    // Once the first batch is bought, nothing is set aside: the second is judged on the balance alone.
    const second = await confirm(c.token, batches[answers.indexOf(refused)].id);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/^Insufficient balance: this batch costs .* Fund your wallet first\.$/);
  });

  test("another customer's batch answers 404 everywhere", async () => {
    const a = await customer(t, 100_000);
    const b = await customer(t, 100_000);
    const { batch } = (await upload(a.token, "airtime", "phone,network,amount\n08011111111,mtn,150\n")).json();
    for (const [method, url] of [
      ["GET", `/api/bulk/${batch.id}`],
      ["POST", `/api/bulk/${batch.id}/confirm`],
      ["GET", `/api/bulk/${batch.id}/result.csv`],
      ["GET", "/api/bulk/not-an-id"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(b.token),
        payload: method === "POST" ? { pin: TEST_PIN } : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/bulk", headers: bearer(b.token) })).json().batches).toEqual(
      [],
    );
    expect(
      await t.app.ctx.db
        .select()
        .from(transactions)
        .where(like(transactions.requestId, `BULK_${batch.id}%`)),
    ).toEqual([]);
  });
});
