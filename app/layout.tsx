import type { Metadata, Viewport } from "next";
import { ThemeProvider } from "next-themes";
import { headers } from "next/headers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Naira Wallet", template: "%s · Naira Wallet" },
  description:
    "Fund your naira wallet by bank transfer and pay bills: airtime, data, electricity, cable TV and exam pins.",
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
 * next-themes puts a small inline script before the page that sets data-theme on <html> from the
 * stored choice or prefers-color-scheme, so the first paint has the right colours. Under a
 * Content-Security-Policy with a per-request nonce (proxy.ts sets x-nonce on the request) the
 * script carries that nonce; without one it runs as any inline script.
 */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // next-themes changes data-theme and style on <html> before React hydrates.
    <html lang="en-NG" suppressHydrationWarning>
      <body>
        <ThemeProvider nonce={nonce} disableTransitionOnChange>
          {children}
        </ThemeProvider>
      </body>
    </html>
  );
}
