import type { NextConfig } from "next";

const production = process.env.APP_ENV === "production";
const dev = process.env.NODE_ENV === "development";

/**
 * Content-Security-Policy. Scripts and styles allow 'unsafe-inline' for now: the App Router
 * streams its flight data and bootstrap as inline <script> tags, and components use React style
 * attributes. The strict alternative is a per-request nonce set in proxy.ts, which makes every
 * page dynamic (no static prerendering); until that trade is made, the policy still confines
 * every script, style, image, font and connection to this origin, forbids plugins, <base>
 * rewriting, foreign form targets and framing. Dev mode (React's debugging) also needs eval.
 */
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${dev ? " ws:" : ""}`,
  // The service worker (public/sw.js) and the manifest, both from this origin. Named, not left to
  // the script-src fallback: under a nonce policy with 'strict-dynamic', 'self' there no longer counts.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  ...(production ? ["upgrade-insecure-requests"] : []),
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
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
      // The browser checks for a new worker on every visit; an old one must never stick in a cache.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache, no-store, must-revalidate" }] },
    ];
  },
};

export default nextConfig;
