/**
 * A request's body as text, read no further than `maxBytes`: null when it is longer. The
 * Content-Length refuses a declared large body up front; a chunked one declares none, so the
 * bytes are counted as they come and the reading stops at the limit (req.text() read it all
 * into memory first, however large, before its length was checked).
 */
export async function readTextUpTo(req: Request, maxBytes: number): Promise<string | null> {
  if (Number(req.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
