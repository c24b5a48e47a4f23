import type { MetadataRoute } from "next";

/** The web app manifest (/manifest.webmanifest): what "Add to Home Screen" installs. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Naira Wallet",
    short_name: "Naira Wallet",
    description:
      "Fund your naira wallet by bank transfer and pay bills: airtime, data, electricity, cable TV and exam pins.",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b6b3a",
    lang: "en-NG",
    categories: ["finance"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  };
}
