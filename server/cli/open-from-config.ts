import { ConfigError, loadConfig, type Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { DatabaseInUseError } from "../db/pglite-lock";

/**
 * Start-up shared by the API and the command-line tools: load the config from the environment
 * (a bad value prints its ConfigError message and exits with `configErrorExitCode`, no stack
 * trace) and open the configured database (an embedded one held by another process prints why
 * and exits 1, no stack trace either). The caller closes the database.
 */
export async function openFromConfig({
  configErrorExitCode,
}: {
  configErrorExitCode: number;
}): Promise<{ config: Config; database: Database }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(configErrorExitCode);
    }
    throw err;
  }
  try {
    const database = await openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: config.PGLITE_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      poolReserved: config.DATABASE_POOL_RESERVED,
    });
    return { config, database };
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
