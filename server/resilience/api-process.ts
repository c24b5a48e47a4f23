import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  /** What it printed (for a failing test's message). */
  output: () => string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** How the API runs: its sources through tsx (tests), or the build `npm start` runs (benchmarks). */
export type ApiEntry = "source" | "build";

const ENTRY_ARGS: Record<ApiEntry, string[]> = {
  source: ["--import", "tsx", "server/main.ts"],
  build: ["dist/server/main.js"], // scripts/build-api.mjs
};

/**
 * The product API as its own process (`node --import tsx server/main.ts`, or `node
 * dist/server/main.js`; no wrapper process in between, so a signal reaches the API itself),
 * started and waited for until /api/health answers.
 */
export async function startApiProcess(
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
  entry: ApiEntry = "source",
): Promise<ApiProcess> {
  const child = spawn(process.execPath, [...nodeArgs, ...ENTRY_ARGS[entry]], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      LOG_LEVEL: "warn",
      API_HOST: "127.0.0.1",
      API_PORT: String(port),
      // Each process its own test-mode database unless the caller names one: on disk they would all
      // want the one folder beside the checkout, which PGlite lets one process hold (pglite-lock.ts).
      ...(env.TEST_MODE_DATABASE_URL || env.TEST_MODE_PGLITE_DIR ? {} : { TEST_MODE_PGLITE_DIR: "memory://" }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out = (out + d).slice(-20_000)));
  child.stderr!.on("data", (d) => (out = (out + d).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited at start:\n${out}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`API process did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    base,
    output: () => out,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
