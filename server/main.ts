import { buildApp } from "./app";
import { openFromConfig } from "./cli/open-from-config";
import { startJobs } from "./jobs";
import { seedDemoData } from "./seed";
import { openTestModeAtStart } from "./partner/test-mode";

async function main() {
  const { config, database } = await openFromConfig({ configErrorExitCode: 1 });
  const app = await buildApp({ config, database });
  if (config.sandbox) await seedDemoData(app.ctx);
  // Before the jobs start, so they settle test purchases left pending by a previous run too.
  await openTestModeAtStart(app.ctx, app.log);
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
