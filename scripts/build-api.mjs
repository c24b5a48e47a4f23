// Compiles the product API to dist/server: one CommonJS bundle per entry point, our TypeScript
// only (packages stay in node_modules, required at run time), and the SQL migrations copied beside
// the bundles, where server/db/client.ts looks for them. `npm start` runs the result on plain node.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "dist", "server");

/** Output name (dist/server/<name>.js) → source. */
const ENTRIES = {
  main: "server/main.ts",
  "db-migrate": "server/db/migrate-cli.ts",
  "admin-create": "server/admin/create-admin-cli.ts",
  "ledger-check": "server/wallet/ledger-check-cli.ts",
};

const started = Date.now();
rmSync(OUT, { recursive: true, force: true });
await build({
  absWorkingDir: ROOT,
  entryPoints: ENTRIES,
  outdir: OUT,
  bundle: true,
  packages: "external",
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
cpSync(path.join(ROOT, "server", "db", "migrations"), path.join(OUT, "migrations"), {
  recursive: true,
  // drizzle reads the journal and the SQL files; the schema snapshots are for drizzle-kit only.
  filter: (src) => !src.endsWith("_snapshot.json"),
});
console.log(`API compiled to ${path.relative(ROOT, OUT)} in ${Date.now() - started} ms`);
