// Test support: a fetch stand-in that answers /api paths with the envelope, records each call and
// lets a test change an answer mid-way.
import { vi } from "vitest";

export interface Answer {
  status?: number;
  errorCode?: string;
  errorMessage?: string;
  errors?: Record<string, string>;
  data?: unknown;
}

export interface SentCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export function fakeApi() {
  const routes = new Map<string, (call: SentCall) => Answer>();
  const sent: SentCall[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const call: SentCall = {
      method: init.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    sent.push(call);
    const route = routes.get(`${call.method} ${call.path}`) ?? routes.get(call.path);
    const answer = route
      ? route(call)
      : { status: 404, errorCode: "err.api.notFound", errorMessage: "暂无接口" };
    return new Response(
      JSON.stringify({
        errorCode: answer.errorCode ?? "0",
        errorMessage: answer.errorMessage ?? "",
        errors: answer.errors ?? {},
        data: answer.data ?? null,
      }),
      {
        status: answer.status ?? 200,
        headers: { "content-type": "application/json", "x-request-id": "req-test" },
      },
    );
  });
  vi.stubGlobal("fetch", fetch);
  return { routes, sent };
}
