/** What a BFF call answered, as client components see it. status 0 means the call never got an answer. */
export interface ApiResult<T = ApiBody> {
  status: number;
  ok: boolean;
  data: T & ApiBody;
}

export interface ApiBody {
  message?: string;
  errors?: Record<string, string[]>;
  code?: string;
}

/** The BFF answers this code when the product API cannot be reached (the browser's "network failure"). */
export const UPSTREAM_UNREACHABLE = "upstream_unreachable";

/** Turns a fetch outcome into an ApiResult; unreachable backend (either hop) becomes status 0. */
export async function toApiResult<T>(response: Response): Promise<ApiResult<T>> {
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  const body = (data && typeof data === "object" ? data : {}) as T & ApiBody;
  const unreachable = body.code === UPSTREAM_UNREACHABLE;
  return { status: unreachable ? 0 : response.status, ok: response.ok, data: body };
}

export const networkFailure = <T>(): ApiResult<T> => ({ status: 0, ok: false, data: {} as T & ApiBody });
