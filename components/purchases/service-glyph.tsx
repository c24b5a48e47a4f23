const PATHS = {
  airtime:
    "M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5M11 18h2",
  data: "M4 20v-3M9 20v-7M14 20V9M19 20V4",
  electricity: "M13 2.5 5 13.5h6l-1 8 8-11h-6z",
  cabletv: "M3.5 7h17v11h-17zM8 3.5l4 3.5 4-3.5M8 21h8",
  exam: "M2.5 9 12 4.5 21.5 9 12 13.5zM6 11v5c3.5 2.5 8.5 2.5 12 0v-5M21.5 9v6",
} as const;

export type ServiceGlyphName = keyof typeof PATHS;

/** A line icon per bill service (decorative). */
export function ServiceGlyph({ name, size = 24 }: { name: ServiceGlyphName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
