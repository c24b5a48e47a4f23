/**
 * Whether a push subscription's endpoint may be called: https only in production (the browsers'
 * push services), and in sandbox mode also http on a loopback address (the tests' local push
 * endpoint). Checked when a subscription is stored and again before each send.
 */
export function pushEndpointAllowed(endpoint: string, sandbox: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  if (url.protocol === "https:") return !loopback || sandbox;
  return sandbox && url.protocol === "http:" && loopback;
}
