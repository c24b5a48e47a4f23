import { addPushHandlers } from "./push-handlers";

/** The service worker's push side with a fake worker scope: what is shown, and where a click goes. */
function fakeScope(windows: { url: string }[] = []) {
  const handlers: Record<string, (e: unknown) => void> = {};
  const shown: { title: string; options: unknown }[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const scope = {
    registration: {
      showNotification: async (title: string, options: unknown) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () =>
        windows.map((w) => ({
          url: w.url,
          focus: async () => undefined,
          navigate: async (url: string) => {
            navigated.push(url);
          },
        })),
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
    location: { origin: "https://app.example.ng" },
    addEventListener: (type: string, fn: (e: unknown) => void) => {
      handlers[type] = fn;
    },
  };
  addPushHandlers(scope as unknown as Parameters<typeof addPushHandlers>[0]);
  const run = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    handlers[type]({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { run, shown, opened, navigated };
}

test("a push shows its title and body, tagged with its id", async () => {
  const s = fakeScope();
  const data = {
    json: () => ({ id: "n1", title: "₦2,500.00 added to your wallet", body: "Credited.", url: "/transactions/1" }),
  };
  await s.run("push", { data });
  expect(s.shown).toEqual([
    {
      title: "₦2,500.00 added to your wallet",
      options: { body: "Credited.", tag: "n1", icon: "/icons/icon-192.png", data: { url: "/transactions/1" } },
    },
  ]);
});

test("a click opens the notification's page; only same-origin paths, else /notifications", async () => {
  const s = fakeScope();
  for (const url of ["/transactions/1", "https://evil.example/x", "//evil.example/x", 42]) {
    await s.run("notificationclick", { notification: { data: { url }, close: () => undefined } });
  }
  expect(s.opened).toEqual([
    "https://app.example.ng/transactions/1",
    "https://app.example.ng/notifications",
    "https://app.example.ng/notifications",
    "https://app.example.ng/notifications",
  ]);
  const open = fakeScope([{ url: "https://app.example.ng/dashboard" }]);
  await open.run("notificationclick", { notification: { data: { url: "/notifications" }, close: () => undefined } });
  expect(open.navigated).toEqual(["https://app.example.ng/notifications"]);
  expect(open.opened).toEqual([]);
});

test("a push without a readable payload still shows something", async () => {
  const s = fakeScope();
  await s.run("push", { data: { json: () => JSON.parse("not json") } });
  expect(s.shown[0].title).toBe("Naira Wallet");
});
