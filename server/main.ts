import { buildApp } from "./app";
import { openFromConfig } from "./cli/open-from-config";
import { startJobs } from "./jobs";
import { seedDemoData } from "./seed";
import { openTestModeAtStart } from "./partner/test-mode";

async function main() {
  const { config, database } = await openFromConfig({ configErrorExitCode: 1 });
  const app = await buildApp({ config, database });
  // Test mode's database opens beside the demo seed, and is ready before the API listens and the
  // jobs start (they then settle test purchases a previous run left pending too).
  const testMode = openTestModeAtStart(app.ctx, app.log);
  if (config.sandbox) await seedDemoData(app.ctx);
  await testMode;
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
