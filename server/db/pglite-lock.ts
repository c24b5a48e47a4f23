import lockfile from "proper-lockfile";

/**
 * PGlite runs PostgreSQL inside one process and does not guard its folder: a second process that
 * opens the same folder starts from its own copy in memory, both write, and what one of them
 * committed is lost (tried: two processes on one folder both open and both write). So the folder is
 * taken for the life of the handle with a lock file beside it (`<dir>.lock`, proper-lockfile), and
 * a second process is refused with a message saying what to do.
 *
 * The lock is kept fresh while the process lives and removed at a normal exit or signal; the lock
 * of a process killed outright (SIGKILL, power cut) goes stale after STALE_MS, and an opening waits
 * a little longer than that, so a restart right after such a death takes the folder over instead of
 * failing.
 */
const STALE_MS = 5_000;
const UPDATE_MS = 2_000;
const WAIT = { retries: 8, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 };

export class DatabaseInUseError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database at ${dir} is open in another process. PGlite serves one process: stop the other one, ` +
        "give each its own folder (PGLITE_DIR, TEST_MODE_PGLITE_DIR), or use PostgreSQL (DATABASE_URL, TEST_MODE_DATABASE_URL) to run several.",
    );
    this.name = "DatabaseInUseError";
  }
}

/** Takes the folder for this process; answers the function that gives it back. */
export async function lockPgliteDir(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      stale: STALE_MS,
      update: UPDATE_MS,
      retries: WAIT,
      realpath: false,
      // A lock lost while open (its file removed, or taken as stale after the event loop stalled
      // past STALE_MS) throws, as proper-lockfile does by default: the process stops rather than
      // write beside another one.
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ELOCKED") throw new DatabaseInUseError(dir);
    throw err;
  }
}
