// Test support: the one fetch stand-in of the web's tests. It answers /api paths with the envelope
// (routes keyed "METHOD /api/path" or just "/api/path"), records each call with its headers and lets a
// test change an answer mid-way. Unknown paths answer 404 暂无接口 as the server does.
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
  headers: Record<string, string>;
}

export interface FakeApi {
  routes: Map<string, (call: SentCall) => Answer>;
  sent: SentCall[];
  /** How many calls reached this path, whatever their method. */
  calls(path: string): number;
}

export function fakeApi(): FakeApi {
  const routes = new Map<string, (call: SentCall) => Answer>();
  const sent: SentCall[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    const call: SentCall = {
      method: init.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
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
  // The client sends the build's version; a test that cares about it stubs its own first.
  if (!("__APP_VERSION__" in globalThis)) vi.stubGlobal("__APP_VERSION__", "test");
  vi.stubGlobal("fetch", fetch);
  return { routes, sent, calls: (path) => sent.filter((call) => call.path === path).length };
}
