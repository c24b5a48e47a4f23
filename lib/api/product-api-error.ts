/** The one error of the web's product-API client: the API's status and { message, errors? }. */
export class ProductApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = "ProductApiError";
  }

  /** The API could not be reached (refused, DNS, reset) or did not answer in time. */
  get unreachable(): boolean {
    return this.status === 0 || this.status === 504;
  }
}

export const UNREACHABLE_MESSAGE = "Cannot connect to backend. Please check if the backend is running.";

/** An answer whose shape is not the contract's (lib/contracts): the web and the API disagree. */
export const UNEXPECTED_ANSWER_MESSAGE = "The server sent an answer this page cannot read. Please try again.";
