import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const NEXT = path.join(__dirname, "..", ".next");

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(path.join(NEXT, file)), { level: 9 }).length;
}

/** The JavaScript every App Router page loads whatever it is (from the build manifest). */
export function frameworkMinimum(): { files: string[]; bytes: number } {
  const manifest = JSON.parse(readFileSync(path.join(NEXT, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const files = manifest.rootMainFiles;
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
  const list = [...files];
  return { files: list, bytes: list.reduce((s, f) => s + gzippedSize(f), 0) };
}
