// Runs the product API and the web together (dev: watch mode; start: the production build).
import { spawn } from "node:child_process";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const webPort = process.env.WEB_PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";
const env = {
  ...process.env,
  API_PORT: apiPort,
  PRODUCT_API_URL: process.env.PRODUCT_API_URL ?? `http://127.0.0.1:${apiPort}`,
};

const children = [
  spawn("npx", mode === "dev" ? ["tsx", "watch", "server/main.ts"] : ["tsx", "server/main.ts"], {
    stdio: "inherit",
    env,
  }),
  spawn("node", ["web-server.mjs", ...(mode === "dev" ? ["--dev"] : [])], {
    stdio: "inherit",
    env: { ...env, WEB_PORT: webPort },
  }),
];
const stop = (code) => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  process.exitCode = code;
};
for (const c of children) c.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
