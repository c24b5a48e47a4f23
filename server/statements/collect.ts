import type { Readable } from "node:stream";

/** The whole stream as one Buffer (a statement PDF to attach to a mail; tests read files so too). */
export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}
