// HTTP client (shell §7 Common, §8, §9): envelope, token and version headers, the _ts parameter,
// timeouts by call class, and one place that turns every failure into an ApiError with a Chinese
// message. Failures are also reported to the global handler unless the call asks to bypass it.
import {
  type Envelope,
  formatMessage,
  HEADERS,
  HTTP_MESSAGES,
  SUCCESS_CODE,
  TIMEOUTS,
  type TimeoutClass,
} from "@textbook/shared";

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string;
  readonly errors: Record<string, string>;
  readonly requestId: string | null;
  readonly data: unknown;

  constructor(init: {
    status: number;
    errorCode: string;
    message: string;
    errors?: Record<string, string>;
    requestId?: string | null;
    data?: unknown;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.errors = init.errors ?? {};
    this.requestId = init.requestId ?? null;
    this.data = init.data;
  }
}

/** Client-side failure codes, for errors that never reached the server's envelope. */
export const CLIENT_ERROR = {
  timeout: "client.timeout",
  network: "client.network",
  http: "client.http",
} as const;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  timeout?: TimeoutClass;
  /** Use this token instead of the stored one (login-info with an explicit token). */
  token?: string;
  /** Extra headers, e.g. the captcha header of getSmsCodes. */
  headers?: Record<string, string>;
  /** The caller handles every failure itself; the global handler stays silent. */
  bypassError?: boolean;
  signal?: AbortSignal;
}

/** Where the signed-in user's token comes from; null when nobody is signed in. */
export type TokenProvider = () => string | null;
let currentToken: TokenProvider = () => null;

/**
 * The session store tells the client how to read its token (app/session.ts does, when loaded), so
 * the client depends on nothing of the app around it.
 */
export function provideToken(provider: TokenProvider): void {
  currentToken = provider;
}

type ErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ErrorListener>();

/** The app shell registers here to show errors, clear sessions and open the permission dialog. */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

export function httpStatusMessage(status: number): string {
  const known = HTTP_MESSAGES[status as keyof typeof HTTP_MESSAGES];
  return typeof known === "string" ? known : formatMessage(HTTP_MESSAGES.other, { status });
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  url.searchParams.set("_ts", String(Date.now()));
  return url.pathname + url.search;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === "object" && value !== null && "errorCode" in value;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort("timeout"), TIMEOUTS[options.timeout ?? "default"]);
  options.signal?.addEventListener("abort", () => controller.abort(options.signal?.reason));
  const token = options.token ?? currentToken();
  const headers: Record<string, string> = { [HEADERS.clientVersion]: __APP_VERSION__, ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    // A call its caller cancelled (a query superseded by a newer one) is no failure to report.
    if (options.signal?.aborted) throw error;
    const timedOut = controller.signal.reason === "timeout";
    throw new ApiError({
      status: 0,
      errorCode: timedOut ? CLIENT_ERROR.timeout : CLIENT_ERROR.network,
      message: timedOut ? HTTP_MESSAGES.timeout : HTTP_MESSAGES.network,
    });
  } finally {
    clearTimeout(timer);
  }
}

async function parse<T>(response: Response, signal: AbortSignal | undefined): Promise<T> {
  const requestId = response.headers.get(HEADERS.requestId);
  const body: unknown = await response.json().catch((error: unknown) => {
    // Cancelled by its caller while the body was arriving (a query superseded by a newer one): as in
    // send, no failure to report, not an answer without an envelope.
    if (signal?.aborted) throw error;
    return null;
  });
  if (isEnvelope(body)) {
    if (body.errorCode === SUCCESS_CODE) return body.data as T;
    throw new ApiError({
      status: response.status,
      errorCode: body.errorCode,
      message: body.errorMessage,
      errors: body.errors,
      requestId,
      data: body.data,
    });
  }
  throw new ApiError({
    status: response.status,
    errorCode: CLIENT_ERROR.http,
    message: httpStatusMessage(response.status),
    requestId,
  });
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await parse<T>(await send(path, options), options.signal);
  } catch (error) {
    if (error instanceof ApiError && !options.bypassError) {
      for (const listener of errorListeners) listener(error);
    }
    throw error;
  }
}
