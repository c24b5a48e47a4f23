import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PG_BIN } from "./postgres-server";
import { endedChildrenCpu, machineCpu, processTreeCpu } from "./cpu";
import { percentile } from "./load";

export interface PgbenchResult {
  tps: number;
  p50: number;
  p99: number;
  transactions: number;
}

/**
 * pgbench's TPC-B-like script on `db`: initialised at scale 1, then `clients` for `seconds`.
 * `host` is a socket directory or an address, the same way the API under test connects. CPU per
 * transaction: the whole machine's, and that of the two processes doing the work (PostgreSQL,
 * `serverPid` and its backends, and the pgbench client).
 */
export function pgbench(
  host: string,
  port: number,
  db: string,
  clients: number,
  seconds: number,
  serverPid: number,
): PgbenchResult & {
  cpuMsPerTransaction: number;
  postgresCpuMsPerTransaction: number;
  clientCpuMsPerTransaction: number;
} {
  const bin = process.env.PGBENCH_BIN ?? `${PG_BIN}/pgbench`;
  const conn = ["-h", host, "-p", String(port), "-U", "postgres"];
  execFileSync(bin, [...conn, "-i", "-s", "1", "-q", db], { stdio: "pipe" });
  const logDir = mkdtempSync(path.join(tmpdir(), "pgbench-log-"));
  try {
    const cpu = machineCpu();
    const postgresCpu = processTreeCpu(serverPid);
    const clientCpu = endedChildrenCpu();
    const out = execFileSync(
      bin,
      [
        ...conn,
        "-c",
        String(clients),
        "-j",
        String(Math.min(clients, 4)),
        "-T",
        String(seconds),
        "-l",
        "--log-prefix",
        path.join(logDir, "tx"),
        db,
      ],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const cpuMs = cpu();
    const [postgresMs, clientMs] = [postgresCpu(), clientCpu()];
    const tps = Number(
      /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? /tps = ([\d.]+)/.exec(out)?.[1],
    );
    // Per-transaction log lines: client_id transaction_no latency_us script_no epoch epoch_us
    const latencies: number[] = [];
    for (const f of readdirSync(logDir)) {
      for (const line of readFileSync(path.join(logDir, f), "utf8").split("\n")) {
        const us = Number(line.split(" ")[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      tps,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      transactions: latencies.length,
      cpuMsPerTransaction: cpuMs / latencies.length,
      postgresCpuMsPerTransaction: postgresMs / latencies.length,
      clientCpuMsPerTransaction: clientMs / latencies.length,
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}
