/**
 * Issue 21 point 3, growth: the same reads against a small database (1,000 customers, 10,000
 * journals) and a large one (GROWTH_CUSTOMERS, default 100,000; GROWTH_JOURNALS, default
 * 1,000,000), both filled by bench/seed-scale.ts on the bench's PostgreSQL, each behind its own
 * API process (the compiled build). Every query is sent one at a time, alternating between the
 * two databases, GROWTH_SAMPLES times each (after a warm-up), and the figure is the ratio of the
 * p50 latencies. The heavy customer (2,000 purchases at both sizes, so its history has the same
 * number of pages) reads its history; the demo admin reads the admin lists and the dashboard.
 * "Page 5,000" of an admin list is compared with the small database's deepest page (it has no
 * page 5,000). `ledger:check` runs on both; its rate (journals checked per second) is reported.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { freePort, startApiProcess, type ApiProcess } from "../server/resilience/api-process";
import { percentile } from "./load";
import type { PostgresServer } from "./postgres-server";
import { SEED_PASSWORD, seedScale } from "./seed-scale";

const ROOT = path.join(__dirname, "..");
const SAMPLES = Number(process.env.GROWTH_SAMPLES ?? 40);
const DEEP_PAGE = 5_000;

export interface GrowthFigure {
  query: string;
  smallP50: number;
  bigP50: number;
  ratio: number;
  /** The small database's page when it differs from the large one's (its deepest). */
  note?: string;
}

export interface GrowthResult {
  small: { customers: number; journals: number; seedSeconds: number };
  big: { customers: number; journals: number; seedSeconds: number; steps: { step: string; ms: number }[] };
  figures: GrowthFigure[];
  ledgerCheck: { smallSeconds: number; bigSeconds: number; smallRate: number; bigRate: number };
}

interface Side {
  api: ApiProcess;
  customer: string;
  admin: string;
  url: string;
}

async function token(api: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${api}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`login ${email}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

async function lastPage(api: string, tok: string, pathAndQuery: string): Promise<number> {
  const res = await fetch(`${api}${pathAndQuery}`, { headers: { authorization: `Bearer ${tok}` } });
  const body = (await res.json()) as { pagination?: { last_page: number } };
  if (!res.ok || !body.pagination) throw new Error(`${pathAndQuery}: HTTP ${res.status}`);
  return body.pagination.last_page;
}

/** The Next link of a page (its keyset cursor included). */
async function nextLink(api: string, tok: string, pathAndQuery: string): Promise<string> {
  const res = await fetch(`${api}${pathAndQuery}`, { headers: { authorization: `Bearer ${tok}` } });
  const body = (await res.json()) as { pagination?: { next_page_url: string | null } };
  if (!res.ok || !body.pagination?.next_page_url) throw new Error(`${pathAndQuery}: no next page`);
  return body.pagination.next_page_url;
}

async function timed(url: string, tok: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${tok}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - t0;
}

/** p50 of each side's latencies, the two sent alternately (the order swapped every time). */
async function sideBySide(small: [string, string], big: [string, string]): Promise<[number, number]> {
  for (let i = 0; i < 3; i++) {
    await timed(...small);
    await timed(...big);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    if (i % 2) {
      a.push(await timed(...small));
      b.push(await timed(...big));
    } else {
      b.push(await timed(...big));
      a.push(await timed(...small));
    }
  }
  a.sort((x, y) => x - y);
  b.sort((x, y) => x - y);
  return [percentile(a, 50), percentile(b, 50)];
}

function ledgerCheckSeconds(url: string): number {
  const t0 = performance.now();
  execFileSync(process.execPath, [path.join(ROOT, "dist/server/ledger-check.js")], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "warn" },
    stdio: "pipe",
  });
  return (performance.now() - t0) / 1000;
}

export async function growth(pg: PostgresServer, cleanups: (() => Promise<void> | void)[]): Promise<GrowthResult> {
  const sizes = {
    small: { customers: 1_000, journals: 10_000 },
    big: {
      customers: Number(process.env.GROWTH_CUSTOMERS ?? 100_000),
      journals: Number(process.env.GROWTH_JOURNALS ?? 1_000_000),
    },
  };
  const sides: Partial<Record<"small" | "big", Side>> = {};
  const seeded: Record<string, { seconds: number; steps: { step: string; ms: number }[]; heavyEmail: string }> = {};
  for (const name of ["small", "big"] as const) {
    pg.createDatabase(`growth_${name}`);
    const url = pg.socketUrl(`growth_${name}`);
    console.log(`growth: seeding ${name} (${sizes[name].customers} customers, ${sizes[name].journals} journals) ...`);
    seeded[name] = await seedScale({ url, ...sizes[name], heavy: 2_000, tag: name });
  }
  for (const name of ["small", "big"] as const) {
    const url = pg.socketUrl(`growth_${name}`);
    const api = await startApiProcess(
      { JOBS_ENABLED: "false", LOG_LEVEL: "warn", DATABASE_URL: url },
      await freePort(),
      [],
      "build",
    );
    cleanups.push(() => api.kill("SIGTERM"));
    sides[name] = {
      api,
      url,
      customer: await token(api.base, seeded[name].heavyEmail, SEED_PASSWORD),
      admin: await token(api.base, "admin@nairawallet.ng", "Admin12345!"),
    };
  }
  const small = sides.small!;
  const big = sides.big!;
  const queries: { query: string; path: string; as: "customer" | "admin"; deep?: "number" | "link" }[] = [
    { query: "History, page 1", path: "/api/transactions?page=1", as: "customer" },
    { query: "History, page 50", path: "/api/transactions?page=50", as: "customer" },
    {
      query: "History filtered (airtime purchases), page 1",
      path: "/api/transactions?page=1&service=airtime&type=purchase",
      as: "customer",
    },
    {
      query: "History filtered (airtime purchases), page 50",
      path: "/api/transactions?page=50&service=airtime&type=purchase",
      as: "customer",
    },
    { query: "Admin transactions, page 1", path: "/api/admin/transactions?page=1", as: "admin" },
    {
      query: "Admin transactions, page 5,000 by number (the rollup's day, then an offset within it)",
      path: "/api/admin/transactions",
      as: "admin",
      deep: "number",
    },
    {
      query: "Admin transactions, page 5,000 through page 4,999's Next link (keyset)",
      path: "/api/admin/transactions",
      as: "admin",
      deep: "link",
    },
    {
      query: "Admin transactions filtered (delivered airtime), page 1",
      path: "/api/admin/transactions?page=1&status=delivered&service=airtime",
      as: "admin",
    },
    {
      query: "Admin transactions filtered (delivered airtime), page 5,000 by number",
      path: "/api/admin/transactions?status=delivered&service=airtime",
      as: "admin",
      deep: "number",
    },
    { query: "Admin customers, page 1", path: "/api/admin/customers?page=1", as: "admin" },
    {
      query: "Admin customers, page 5,000 by number (a seek to its position)",
      path: "/api/admin/customers",
      as: "admin",
      deep: "number",
    },
    {
      query: "Admin customers, page 5,000 through page 4,999's Next link (keyset)",
      path: "/api/admin/customers",
      as: "admin",
      deep: "link",
    },
    { query: "Admin virtual accounts, page 1", path: "/api/admin/virtual-accounts?page=1", as: "admin" },
    {
      query: "Admin virtual accounts, page 5,000 by number (a seek to its position)",
      path: "/api/admin/virtual-accounts",
      as: "admin",
      deep: "number",
    },
    {
      query: "Admin virtual accounts, page 5,000 through page 4,999's Next link (keyset)",
      path: "/api/admin/virtual-accounts",
      as: "admin",
      deep: "link",
    },
    { query: "Admin dashboard cards (/api/admin/stats)", path: "/api/admin/stats", as: "admin" },
    { query: "Admin dashboard charts (/api/admin/stats/series)", path: "/api/admin/stats/series", as: "admin" },
  ];
  const figures: GrowthFigure[] = [];
  for (const q of queries) {
    let smallPath = q.path;
    let bigPath = q.path;
    let note: string | undefined;
    if (q.deep) {
      const pageOf = (n: number) => `${q.path}${q.path.includes("?") ? "&" : "?"}page=${n}`;
      const smallLast = await lastPage(small.api.base, small.admin, pageOf(1));
      const smallPage = Math.min(DEEP_PAGE, smallLast);
      note = `small: page ${smallPage}, its last`;
      const bigLast = await lastPage(big.api.base, big.admin, pageOf(1));
      if (bigLast < DEEP_PAGE) throw new Error(`${q.query}: the large list has ${bigLast} pages, not ${DEEP_PAGE}`);
      if (q.deep === "number") {
        smallPath = pageOf(smallPage);
        bigPath = pageOf(DEEP_PAGE);
      } else {
        smallPath = await nextLink(small.api.base, small.admin, pageOf(smallPage - 1));
        bigPath = await nextLink(big.api.base, big.admin, pageOf(DEEP_PAGE - 1));
      }
    }
    console.log(`growth: ${q.query} ...`);
    const [s, b] = await sideBySide(
      [`${small.api.base}${smallPath}`, small[q.as]],
      [`${big.api.base}${bigPath}`, big[q.as]],
    );
    figures.push({ query: q.query, smallP50: s, bigP50: b, ratio: b / s, note });
  }
  console.log("growth: ledger:check ...");
  const smallSeconds = ledgerCheckSeconds(small.url);
  const bigSeconds = ledgerCheckSeconds(big.url);
  await small.api.kill("SIGTERM");
  await big.api.kill("SIGTERM");
  return {
    small: { ...sizes.small, seedSeconds: seeded.small.seconds },
    big: { ...sizes.big, seedSeconds: seeded.big.seconds, steps: seeded.big.steps },
    figures,
    ledgerCheck: {
      smallSeconds,
      bigSeconds,
      smallRate: sizes.small.journals / smallSeconds,
      bigRate: sizes.big.journals / bigSeconds,
    },
  };
}
