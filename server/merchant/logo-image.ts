import { LOGO_MAX_BYTES, type LogoType } from "../../lib/contracts/merchant";

/** The image type by its first bytes (never by the name or the declared type). */
export function sniffImageType(bytes: Buffer): LogoType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 12 && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP")
    return "image/webp";
  return null;
}

export type DecodedLogo = { ok: true; bytes: Buffer; contentType: LogoType } | { ok: false; problem: "type" | "size" };

/** A logo sent as base64 or as a data: URL, checked for size (1 MB) and type (png, jpeg, webp by magic bytes). */
export function decodeLogo(text: string): DecodedLogo {
  const m = /^data:[^;,]*(?:;[^;,]*)*;base64,(.*)$/s.exec(text.trim());
  const b64 = (m ? m[1] : text).replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length === 0) return { ok: false, problem: "type" };
  // Size from the base64 length first, so a huge upload is refused before it is decoded.
  if (Math.floor((b64.length * 3) / 4) - (b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0) > LOGO_MAX_BYTES)
    return { ok: false, problem: "size" };
  const bytes = Buffer.from(b64, "base64");
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, problem: "size" };
  const contentType = sniffImageType(bytes);
  return contentType ? { ok: true, bytes, contentType } : { ok: false, problem: "type" };
}
