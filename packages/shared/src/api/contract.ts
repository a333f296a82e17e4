// One HTTP contract per call, read by both ends (docs/architecture/api.md): the server registers its
// route from the entry (apps/server/src/http/route.ts), the web calls through it
// (apps/web/src/api/call.ts), and the OpenAPI document and docs/api-contract.md come from the same
// entries, so a path, a body or a response shape is written once.
import type { z } from "zod";
import type { TimeoutClass } from "../constants.ts";

export type CallMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface CallDefinition {
  method: CallMethod;
  /** Under /api, with `:name` segments for the params (Fastify's spelling). */
  path: string;
  /** One line for the OpenAPI document and docs/api-contract.md. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `data` on success. */
  data: z.ZodType;
  /** The client's timeout class (shell §9); `default` when absent. */
  timeout?: TimeoutClass;
  /**
   * The call answers bytes (a file, a range of it), not an envelope: the handler sends them through
   * the reply and `data` is `z.never()`. The web links to it by `callPath` instead of calling it.
   */
  bytes?: true;
  /** The spec writes the path with a trailing slash: both spellings answer, the documents list one. */
  slashTwin?: true;
}

/** An entry as the ends see it: its definition plus the resource it belongs to and its own name. */
export type Call<D extends CallDefinition = CallDefinition> = D & { resource: string; name: string };

/**
 * The calls of one resource, keyed by action. The resource names the OpenAPI tag and the section of
 * docs/api-contract.md.
 */
export function defineCalls<const T extends Record<string, CallDefinition>>(
  resource: string,
  calls: T,
): { [K in keyof T]: Call<T[K]> } {
  const entries = Object.entries(calls).map(([name, call]) => [name, { ...call, resource, name }]);
  return Object.fromEntries(entries) as { [K in keyof T]: Call<T[K]> };
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends: the params, query and body the entry declares, as their schemas accept them. */
export type CallInput<C extends CallDefinition> = {
  [K in "params" | "query" | "body" as C[K] extends z.ZodType ? K : never]: Input<C[K]>;
};
/** What a handler receives once the schemas have parsed the request. */
export type CallParsed<C extends CallDefinition> = {
  params: Output<C["params"]>;
  query: Output<C["query"]>;
  body: Output<C["body"]>;
};
/** The envelope's data: what a handler returns and a caller receives. */
export type CallData<C extends CallDefinition> = z.output<C["data"]>;

/** `/books/:bookOid/chapters` with `{ bookOid: "b1" }` → `/books/b1/chapters`. */
export function callPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing the ${name} parameter`);
    return encodeURIComponent(String(value));
  });
}
