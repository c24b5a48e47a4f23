import type { NextConfig } from "next";
import { API_CSP } from "./lib/csp";

const production = process.env.APP_ENV === "production";

/**
 * Headers of every answer. The pages' Content-Security-Policy is not here: it carries a nonce new
 * for every request, so proxy.ts sets it (lib/csp.ts); the BFF's answers get API_CSP below.
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  // HTTPS only in production (set APP_ENV=production for the build: Next bakes these headers in
  // at build time). A sandbox on http://localhost must not pin browsers to HTTPS.
  ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Loaded from node_modules at run time, not bundled: pdfkit reads its font files from its own
  // folder; undici (lib/api/api-transport.ts) is one copy for the whole server.
  serverExternalPackages: ["pdfkit", "undici"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      // The browser checks for a new worker on every visit; an old one must never stick in a cache.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache, no-store, must-revalidate" }] },
    ];
  },
};

export default nextConfig;
