"use client";
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

/**
 * False on the server and while hydrating, true once the page is live: the client-only gate. Set
 * from an effect, so the lazy part renders in a task of its own after hydration, as next/dynamic
 * does; useSyncExternalStore's server snapshot would re-render it inside the hydration's task.
 */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render after hydration is the point
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A component whose code loads in the browser after the page is live, never rendered on the
 * server (what next/dynamic with `ssr: false` does), built on React's own lazy and Suspense. Not
 * next/dynamic: the bundler copies its loader (about 1.5 KB gzipped) into every page's chunk that
 * uses it, and the entry pages' first-load JavaScript is held to 1.5x the framework's
 * (e2e/page-weight.spec.ts). `fallback` shows on the server, while hydrating and while the code loads.
 */
export function clientOnlyLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: () => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientOnlyLazy(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return fallback();
    return (
      <Suspense fallback={fallback()}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientOnlyLazy;
}
