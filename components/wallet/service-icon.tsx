/** Icons of the Bill Services tiles (decorative: the tile's text names the service). */
const PATHS = {
  data: "M5 18a10 10 0 0 1 14 0M8 15a6 6 0 0 1 8 0M12 12.5h.01M2 15a14 14 0 0 1 20 0",
  electricity: "M13 2 4 14h7l-1 8 9-12h-7z",
  cabletv: "M3 7h18v12H3zM8 3l4 4 4-4M7 21h10",
  airtime: "M7 2.5h10v19H7zM11 18.5h2",
  exam: "M4 5.5h7a3 3 0 0 1 3 3V20a2.5 2.5 0 0 0-2.5-2.5H4zM20 5.5h-4.5M20 5.5v12h-5.5M4 9h6M4 12.5h6",
} as const;

export type ServiceIconName = keyof typeof PATHS;

export function ServiceIcon({ name, size = 24 }: { name: ServiceIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.9}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
