// Builds the service worker after `next build` (part of `npm run build`): esbuild bundles
// lib/pwa/service-worker.ts with serwist, then @serwist/build's injectManifest writes public/sw.js
// with the precache list: the build's static assets, the icons and the /offline page. See README
// ("Installable web app") for why this runs after Next's build rather than inside it.
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";

const root = path.join(import.meta.dirname, "..");
const bundled = path.join(root, ".next", "sw-bundle.js");
const swDest = path.join(root, "public", "sw.js");
const buildId = readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8").trim();

await build({
  entryPoints: [path.join(root, "lib", "pwa", "service-worker.ts")],
  bundle: true,
  format: "iife",
  platform: "browser",
  target: ["chrome109", "safari16", "firefox115"],
  minify: true,
  outfile: bundled,
  logLevel: "warning",
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest,
  globDirectory: root,
  globPatterns: [".next/static/**/*.{js,css,woff2,png,svg,ico}", "public/**/*.{png,svg,ico}"],
  // Files under .next/static carry their hash in the name: fetched once, never cache-busted.
  dontCacheBustURLsMatching: /^\.next\/static\//,
  manifestTransforms: [
    (entries) => ({
      manifest: entries.map((e) => ({
        ...e,
        url: e.url.startsWith(".next/static/")
          ? `/_next/static/${e.url.slice(".next/static/".length)}`
          : `/${e.url.slice("public/".length)}`,
      })),
      warnings: [],
    }),
  ],
  // The offline page is rendered by the server like any page; a new build gives it a new revision.
  additionalPrecacheEntries: [{ url: "/offline", revision: buildId }],
});
rmSync(bundled, { force: true });
for (const w of warnings) console.warn(`build-sw: ${w}`);
console.log(`build-sw: public/sw.js precaches ${count} files (${(size / 1024).toFixed(0)} KiB)`);
