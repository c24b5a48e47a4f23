/** The slice of Fastify's logger the services use. */
export interface Log {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
