import type { IncomingMessage, ServerResponse } from "node:http";

/** See client-address.cjs. */
export function withClientAddress(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  trusted: string[],
): (req: IncomingMessage, res: ServerResponse) => unknown;
