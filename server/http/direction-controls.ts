import { DIRECTION_CONTROL_RANGES } from "../../lib/contracts/printable-text";

/**
 * Unicode's explicit text-direction controls (embeddings, overrides, isolates: U+202A–U+202E,
 * U+2066–U+2069). Typed into a name or an invoice, they make the text show reversed to whoever
 * reads it ("\u202Egnp.exe" shows as "exe.png"); writing any script, Arabic included, needs none
 * of them. The API drops them from every JSON body it reads (the raw bytes, which webhook
 * signatures are checked over, stay as sent).
 */
const CONTROLS = new RegExp(`[${DIRECTION_CONTROL_RANGES}]`, "g");
/** The same characters written as JSON escapes ("\u202e"), which the raw text shows before parsing. */
const ESCAPED = /\\u20(?:2[a-e]|6[6-9])/i;

/** Whether a JSON text may hold a direction control (cheap: most bodies are skipped by this alone). */
export const mayHoldDirectionControls = (json: string): boolean => {
  CONTROLS.lastIndex = 0;
  return CONTROLS.test(json) || ESCAPED.test(json);
};

/** `value` with every string in it (keys included) rid of direction controls. */
export function withoutDirectionControls(value: unknown): unknown {
  if (typeof value === "string") return value.replace(CONTROLS, "");
  if (Array.isArray(value)) return value.map(withoutDirectionControls);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k.replace(CONTROLS, ""), withoutDirectionControls(v)]),
    );
  }
  return value;
}
