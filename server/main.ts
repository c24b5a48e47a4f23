import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startJobs } from "./jobs";
import { seedDemoData } from "./seed";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  const app = await buildApp({ config, database });
  if (config.sandbox) await seedDemoData(app.ctx);
  const stopJobs = config.JOBS_ENABLED ? startJobs(app.ctx, app.log) : () => {};
  const shutdown = async () => {
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
