import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const NEXT = path.join(__dirname, "..", ".next");

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(path.join(NEXT, file)), { level: 9 }).length;
}

interface BuildManifest {
  rootMainFiles: string[];
  /** Loaded only by browsers without ES modules (nomodule). */
  polyfillFiles: string[];
}
const buildManifest = (): BuildManifest =>
  JSON.parse(readFileSync(path.join(NEXT, "build-manifest.json"), "utf8")) as BuildManifest;

/** Whether one of these built files holds zod (its error class's name, which its code spells out). */
export function holdsZod(files: string[]): boolean {
  return files.some((f) => readFileSync(path.join(NEXT, f), "utf8").includes("ZodError"));
}

/** The JavaScript every App Router page loads whatever it is (from the build manifest). */
export function frameworkMinimum(): { files: string[]; bytes: number } {
  const files = buildManifest().rootMainFiles;
  return { files, bytes: files.reduce((s, f) => s + gzippedSize(f), 0) };
}

/** First-load JavaScript of a rendered page: every script it loads from this build (not the nomodule polyfills). */
export function firstLoadJs(html: string): { files: string[]; bytes: number } {
  const files = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc="\/_next\/(static\/[^"?]+)/.exec(attrs)?.[1];
    if (src) files.add(src);
  }
  // Chunks preloaded for the first render count too (React starts them at once).
  for (const m of html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*>/g)) {
    const href = /href="\/_next\/(static\/[^"?]+)/.exec(m[0])?.[1];
    if (href) files.add(href);
  }
  // And the chunks of every client component in the page's React Server Components payload (inline
  // in the HTML, streamed parts included): the browser loads them all to hydrate. Whether Next also
  // lists one of them as a <script> in the head depends on how fast the server rendered, so
  // counting only the head's would make the figure depend on timing.
  const polyfills = new Set(buildManifest().polyfillFiles);
  for (const m of html.matchAll(/\/_next\/(static\/chunks\/[\w.-]+\.js)/g)) if (!polyfills.has(m[1])) files.add(m[1]);
  const list = [...files];
  return { files: list, bytes: list.reduce((s, f) => s + gzippedSize(f), 0) };
}
