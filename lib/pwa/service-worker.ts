/**
 * The service worker (bundled into public/sw.js by scripts/build-sw.mjs after `next build`).
 *
 * What it keeps: the build's static assets (.next/static: hashed, immutable), the icons and the
 * /offline page, precached at install, nothing else. Navigations go to the network only, with
 * /offline as the answer when the network fails. Every other request (the BFF's /api/*, Next's
 * RSC fetches of pages, anything not precached) matches no route, so the worker leaves it to the
 * browser untouched: no answer with customer data ever enters Cache Storage.
 * It also shows web-push notifications (push-handlers.ts).
 */
import { NetworkOnly, Serwist, type PrecacheEntry } from "serwist";
import { addPushHandlers } from "./push-handlers";

// injectManifest replaces `self.__SW_MANIFEST` with the precache list. Typed here rather than
// through the WebWorker lib, which cannot share a program with the DOM lib the web uses.
declare const self: { readonly __SW_MANIFEST: (PrecacheEntry | string)[] | undefined } & Parameters<
  typeof addPushHandlers
>[0];

const OFFLINE_URL = "/offline";

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build's worker takes over at once: its precache matches the pages the server now sends.
  skipWaiting: true,
  clientsClaim: true,
  // The page request starts while the worker boots, so network-only navigations cost no extra wait.
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [{ matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly() }],
  fallbacks: { entries: [{ url: OFFLINE_URL, matcher: ({ request }) => request.mode === "navigate" }] },
});

serwist.addEventListeners();
// Web push (the profile's opt-in): show it, and open its page on a click.
addPushHandlers(self);
