// The web end of a call contract (packages/shared/src/api/contract.ts): the path is filled from the
// params, the body and query are typed by the entry's schemas and the data by its response.
import { type Call, type CallData, type CallInput, callPath } from "@textbook/shared";
import { type RequestOptions, request } from "./client.ts";

/** The contract's params, query and body, plus how this one request is sent. */
export type CallOptions<C extends Call> = CallInput<C> &
  Pick<RequestOptions, "signal" | "bypassError" | "headers" | "token">;

type OptionalWhenEmpty<C extends Call> =
  // biome-ignore lint/complexity/noBannedTypes: a call that declares no params, query or body
  {} extends CallInput<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

export function call<C extends Call>(contract: C, ...[options]: OptionalWhenEmpty<C>): Promise<CallData<C>> {
  const { params, query, body, ...sending } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: RequestOptions["query"];
    body?: unknown;
  } & Pick<RequestOptions, "signal" | "bypassError" | "headers" | "token">;
  return request<CallData<C>>(callPath(contract.path, params), {
    ...sending,
    method: contract.method,
    query,
    body,
    timeout: contract.timeout,
  });
}
