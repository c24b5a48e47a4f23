import { z } from "zod";

/**
 * Runs in the browser before the app hydrates. Zod compiles object parsers with `new Function`
 * when it may, and first probes whether it may: the pages' Content-Security-Policy allows no eval
 * (lib/csp.ts), so the probe would be refused and reported as a violation on every page. In the
 * browser zod runs its plain (jitless) parsers; the servers keep the compiled ones.
 */
z.config({ jitless: true });
