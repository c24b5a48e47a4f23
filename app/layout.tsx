import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Naira Wallet", template: "%s · Naira Wallet" },
  description:
    "Fund your naira wallet by bank transfer and pay bills: airtime, data, electricity, cable TV and exam pins.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0b6b3a" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-NG">
      <body>{children}</body>
    </html>
  );
}
