import type { Metadata, Viewport } from "next";
import { ThemeProvider } from "next-themes";
import { headers } from "next/headers";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { PRODUCT_NAME, TITLE_TEMPLATE } from "@/lib/page-title";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: PRODUCT_NAME, template: TITLE_TEMPLATE },
  description:
    "Fund your naira wallet by bank transfer and pay bills: airtime, data, electricity, cable TV and exam pins.",
  // Files in public/ (drawn from public/icon.svg by scripts/generate-icons.mjs); the manifest is app/manifest.ts.
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "16x16 32x32 48x48" },
      { url: "/icon.svg", type: "image/svg+xml" },
    ],
    apple: "/apple-touch-icon.png",
  },
  appleWebApp: { capable: true, title: "Naira Wallet", statusBarStyle: "default" },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#0b6b3a" },
    { media: "(prefers-color-scheme: dark)", color: "#0e1512" },
  ],
};

/**
 * Every page renders per request: its scripts carry the nonce of the request's Content-Security-
 * Policy (proxy.ts, lib/csp.ts), which a page rendered at build time could not know. See the
 * README, "Attacks bounded", for why no page stays static.
 *
 * next-themes puts a small inline script before the page that sets data-theme on <html> from the
 * stored choice or prefers-color-scheme, so the first paint has the right colours; it carries the
 * request's nonce, which proxy.ts writes as x-nonce on the request (over anything a client sent).
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // next-themes changes data-theme and style on <html> before React hydrates.
    <html lang="en-NG" suppressHydrationWarning>
      <body>
        {/* Every page's content is <main id="main" tabIndex={-1}> (the shells, the public invoice). */}
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <ThemeProvider nonce={nonce} disableTransitionOnChange>
          {children}
        </ThemeProvider>
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
