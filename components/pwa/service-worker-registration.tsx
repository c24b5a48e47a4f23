"use client";

import { useEffect } from "react";

/**
 * Registers the service worker (public/sw.js, written by the production build) once the page has
 * loaded, so its precaching never competes with the page's own first load. Not in development:
 * `next dev` has no sw.js and its assets change on every edit.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => {
      // A refused registration (private mode, storage blocked) only means no offline page.
      navigator.serviceWorker.register("/sw.js", { scope: "/", updateViaCache: "none" }).catch(() => undefined);
    };
    if (document.readyState === "complete") {
      register();
      return;
    }
    window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);
  return null;
}
