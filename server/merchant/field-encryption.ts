import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for sensitive fields at rest (BVN/NIN). The key is the SHA-256 of the
 * DATA_ENCRYPTION_KEY setting. Stored form: "v1:" + base64(iv 12 bytes | tag 16 bytes | ciphertext).
 */
const VERSION = "v1";

function keyFrom(secret: string): Buffer {
  return createHash("sha256").update(secret, "utf8").digest();
}

export function encryptField(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64")}`;
}

/** Throws when the value was not encrypted with this key or was tampered with. */
export function decryptField(stored: string, secret: string): string {
  const [version, payload] = stored.split(":", 2);
  if (version !== VERSION || !payload) throw new Error("Unknown encrypted field format.");
  const raw = Buffer.from(payload, "base64");
  if (raw.length < 29) throw new Error("Encrypted field is too short.");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
