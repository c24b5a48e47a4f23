/**
 * Web push in the service worker (server/notifications/push.ts sends): a push shows the
 * notification its payload describes; a click focuses an open window of the app on the
 * notification's page, or opens one. Only same-origin relative paths are opened.
 */

interface PushPayload {
  id?: string;
  title?: string;
  body?: string;
  url?: string;
}

// The worker's own types, kept minimal (the WebWorker lib cannot share a program with the DOM lib).
interface WorkerClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  registration: {
    showNotification(
      title: string,
      options: { body?: string; tag?: string; icon?: string; data?: unknown },
    ): Promise<void>;
  };
  clients: {
    matchAll(o: { type: "window"; includeUncontrolled: boolean }): Promise<WorkerClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  location: { origin: string };
  addEventListener(
    type: "push",
    fn: (e: { data: { json(): unknown } | null; waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  addEventListener(
    type: "notificationclick",
    fn: (e: { notification: { data: unknown; close(): void }; waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}

const safePath = (url: unknown): string =>
  typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/notifications";

export function addPushHandlers(scope: WorkerScope): void {
  scope.addEventListener("push", (event) => {
    let payload: PushPayload = {};
    try {
      payload = (event.data?.json() ?? {}) as PushPayload;
    } catch {
      payload = {};
    }
    event.waitUntil(
      scope.registration.showNotification(payload.title ?? "Naira Wallet", {
        body: payload.body ?? "",
        tag: payload.id,
        icon: "/icons/icon-192.png",
        data: { url: safePath(payload.url) },
      }),
    );
  });

  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const path = safePath((event.notification.data as { url?: unknown } | null)?.url);
    const target = `${scope.location.origin}${path}`;
    event.waitUntil(
      scope.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((w) => w.url.startsWith(scope.location.origin));
        if (!open) return scope.clients.openWindow(target);
        await open.navigate(target);
        return open.focus();
      }),
    );
  });
}
