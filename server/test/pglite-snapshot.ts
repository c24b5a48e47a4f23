import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR } from "../db/client";
import * as schema from "../db/schema";

const PREFIX = "nairawallet-pglite-migrated-";

/** The migrations' files and PGlite's version: a snapshot is used only by the code that made it. */
function snapshotKey(): string {
  const hash = createHash("sha256");
  const pkg = path.join(path.dirname(require.resolve("@electric-sql/pglite")), "..", "package.json");
  hash.update(fs.readFileSync(pkg));
  for (const file of fs.readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A test app's PGlite data directory with every migration applied, made once per change of the
 * migrations and kept in the system's temp folder. Starting PGlite empty (its initdb) and migrating
 * costs 3–5 s of CPU per test app; loading this copy costs under one. The database is the same:
 * the copy is taken right after the same migrations, and openDatabase runs them again (nothing to do).
 */
export async function migratedPgliteData(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${PREFIX}${snapshotKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const pg = new PGlite();
  try {
    await migrate(drizzle(pg, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await pg.dumpDataDir("none");
    // Written aside and renamed: a parallel worker reads a whole copy or none.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
    for (const old of fs.readdirSync(os.tmpdir()))
      if (old.startsWith(PREFIX) && old.endsWith(".tar") && path.join(os.tmpdir(), old) !== file)
        fs.rmSync(path.join(os.tmpdir(), old), { force: true });
    return dump;
  } finally {
    await pg.close();
  }
}
