import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface PostgresServer {
  /** Over loopback TCP. */
  url: (db?: string) => string;
  /** Over the server's Unix socket (no TCP stack: how an API on the database's machine connects). */
  socketUrl: (db?: string) => string;
  socketDir: string;
  port: number;
  /** CREATE DATABASE `name` on it. */
  createDatabase(name: string): void;
  /** The postmaster's process id (its backends are its children). */
  pid(): number;
  stop(): void;
}

/** Runs a command as the postgres user when we are root (initdb refuses root), else as ourselves. */
function asPostgres(cmd: string, args: string[]) {
  const root = process.getuid?.() === 0;
  if (!root) return execFileSync(cmd, args, { stdio: "pipe" });
  if (spawnSync("id", ["postgres"]).status !== 0) execFileSync("useradd", ["--system", "--no-create-home", "postgres"]);
  const quoted = [cmd, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" ");
  return execFileSync("su", ["postgres", "-s", "/bin/bash", "-c", quoted], { stdio: "pipe" });
}

/**
 * A throwaway PostgreSQL server for one benchmark run: initdb into a temp dir, loopback only.
 * `options`: more server settings (`-c name=value ...`; default BENCH_PG_OPTIONS).
 */
export function startPostgres(port: number, options = process.env.BENCH_PG_OPTIONS ?? ""): PostgresServer {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres", dir]);
  asPostgres(`${PG_BIN}/initdb`, ["-D", data, "-A", "trust", "-U", "postgres"]);
  asPostgres(`${PG_BIN}/pg_ctl`, [
    "-D",
    data,
    "-l",
    path.join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 ${options}`,
    "-w",
    "start",
  ]);
  return {
    port,
    url: (db = "postgres") => `postgres://postgres@127.0.0.1:${port}/${db}`,
    socketUrl: (db = "postgres") => `postgres://postgres@localhost:${port}/${db}?host=${encodeURIComponent(dir)}`,
    socketDir: dir,
    createDatabase: (name) =>
      void execFileSync(`${PG_BIN}/createdb`, ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]),
    pid: () => Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]),
    stop: () => {
      try {
        asPostgres(`${PG_BIN}/pg_ctl`, ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
