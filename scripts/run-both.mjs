// Runs the product API and the web together. start: the production build, on plain node (the
// compiled API in dist/server and Next.js on .next, both from `npm run build`); dev: the sources
// in watch mode (tsx and next dev).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const API_BUILD = "dist/server/main.js";
if (mode === "start" && !existsSync(API_BUILD)) {
  console.error(`${API_BUILD} is missing: run \`npm run build\` first.`);
  process.exit(1);
}
const webPort = process.env.WEB_PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";
const env = {
  ...process.env,
  API_PORT: apiPort,
  PRODUCT_API_URL: process.env.PRODUCT_API_URL ?? `http://127.0.0.1:${apiPort}`,
};

const children = [
  mode === "dev"
    ? spawn("npx", ["tsx", "watch", "server/main.ts"], { stdio: "inherit", env })
    : spawn(process.execPath, [API_BUILD], { stdio: "inherit", env }),
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
