// The npm registry mirror this project is built on serves only the Linux builds of some native
// packages (@next/swc-*, @unrs/resolver-binding-*). `npm install` then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses the lock as out of sync.
// This adds the missing entries (version, os, cpu: enough for npm to skip them on this machine).
// Run after any `npm install`: node scripts/lockfile-platforms.mjs
import fs from "node:fs";
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"));
const OSES = ["darwin", "win32", "android", "freebsd", "openharmony", "linux"];
const CPU = /-(arm64|x64|ia32|arm|loong64|ppc64|riscv64|s390x)(-|$)/;
let added = 0;
for (const meta of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const os = OSES.find((o) => name.includes(`-${o}-`));
    const cpu = name.match(CPU)?.[1];
    if (lock.packages[key] || !os || !cpu) continue;
    const entry = { version, cpu: [cpu], license: "MIT", optional: true, os: [os] };
    if (name.includes("-gnu")) entry.libc = ["glibc"];
    if (name.includes("-musl")) entry.libc = ["musl"];
    lock.packages[key] = entry;
    added++;
  }
}
const sorted = {};
for (const k of Object.keys(lock.packages).sort((a, b) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))))
  sorted[k] = lock.packages[k];
lock.packages = sorted;
fs.writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`lockfile-platforms: added ${added} entries`);
