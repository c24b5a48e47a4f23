import type { ServiceKey } from "@/lib/purchases/service-catalog";

/**
 * The bill services' line icons, keyed by the catalogue's keys (decorative: the text beside
 * them names the service). Two drawings each, as the pages show them: "tile" on the dashboard's
 * Bill Services, "glyph" in the 'Purchase more services' grid.
 */
const DRAWINGS: Record<ServiceKey, { tile: string; glyph: string }> = {
  airtime: {
    tile: "M7 2.5h10v19H7zM11 18.5h2",
    glyph:
      "M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5M11 18h2",
  },
  data: {
    tile: "M5 18a10 10 0 0 1 14 0M8 15a6 6 0 0 1 8 0M12 12.5h.01M2 15a14 14 0 0 1 20 0",
    glyph: "M4 20v-3M9 20v-7M14 20V9M19 20V4",
  },
  electricity: {
    tile: "M13 2 4 14h7l-1 8 9-12h-7z",
    glyph: "M13 2.5 5 13.5h6l-1 8 8-11h-6z",
  },
  cabletv: {
    tile: "M3 7h18v12H3zM8 3l4 4 4-4M7 21h10",
    glyph: "M3.5 7h17v11h-17zM8 3.5l4 3.5 4-3.5M8 21h8",
  },
  exam: {
    tile: "M4 5.5h7a3 3 0 0 1 3 3V20a2.5 2.5 0 0 0-2.5-2.5H4zM20 5.5h-4.5M20 5.5v12h-5.5M4 9h6M4 12.5h6",
    glyph: "M2.5 9 12 4.5 21.5 9 12 13.5zM6 11v5c3.5 2.5 8.5 2.5 12 0v-5M21.5 9v6",
  },
};

export type ServiceIconStyle = keyof (typeof DRAWINGS)[ServiceKey];

const STROKE_WIDTH: Record<ServiceIconStyle, number> = { tile: 1.9, glyph: 1.8 };

export function ServiceIcon({
  service,
  variant,
  size = 24,
}: {
  service: ServiceKey;
  variant: ServiceIconStyle;
  size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={STROKE_WIDTH[variant]}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={DRAWINGS[service][variant]} />
    </svg>
  );
}
