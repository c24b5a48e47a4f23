/**
 * Runs in the browser before the app hydrates. Zod 4 compiles object parsers with `new Function`
 * when it may, and first probes `new Function("")` to decide: the pages' Content-Security-Policy
 * allows no eval (lib/csp.ts), so the probe would be refused and reported as a violation on every
 * page (Lighthouse's best-practices "issues" audit too). In the browser zod runs its plain
 * (jitless) parsers; the servers keep the compiled ones. Zod keeps its config on this global, so
 * it is set here without loading zod on pages that never parse.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
