import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** See http-guard.cjs. */
export function literalBadEscapes(url: string): string;
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void;
export function refuseMalformed(req: IncomingMessage, res: ServerResponse): boolean;
export function refuseConnect(req: IncomingMessage, socket: Socket): void;
export const WEB_METHODS: string[];
