import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Naira Wallet", template: "%s · Naira Wallet" },
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

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0b6b3a" };

/**
 * Every page renders per request: its scripts carry the nonce of the request's Content-Security-
 * Policy (proxy.ts, lib/csp.ts), which a page rendered at build time could not know. See the
 * README, "Attacks bounded", for why no page stays static.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <html lang="en-NG">
      <body>
        {children}
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
