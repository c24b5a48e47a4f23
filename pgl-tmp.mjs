import { PGlite } from "@electric-sql/pglite";
const db = new PGlite("/tmp/pgl-x");
try { await db.query("select 1"); console.log(process.argv[2], "opened"); } catch (e) { console.log(process.argv[2], "failed", e.message); }
await new Promise(r => setTimeout(r, 4000));
await db.query("create table if not exists t"+process.argv[2]+"(x int)"); console.log(process.argv[2], "wrote");
