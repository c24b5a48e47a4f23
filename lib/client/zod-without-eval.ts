/**
 * Zod 4 probes `new Function("")` once, to decide whether to compile its object parsers. Under our
 * CSP (no 'unsafe-eval') the probe is refused and caught, yet the browser still reports a CSP
 * violation on every page that parses (Lighthouse's best-practices "issues" audit). `jitless` skips
 * the probe; zod keeps its config on this global, so it is set here without loading zod itself.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
