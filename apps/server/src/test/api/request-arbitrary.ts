// One operation's requests as a fast-check arbitrary: the caller, the path with real or hostile
// parameters, the querystring and the body (valid, boundary or hostile, sometimes not JSON at all).
import fc from "fast-check";
import { hostileBody, hostileText, toJson } from "./hostile-values.ts";
import { fillPath, type Method, type Operation } from "./operations.ts";
import { type SchemaContext, valueArbitrary } from "./schema-arbitrary.ts";

export type FuzzCaller = "anonymous" | "member";

export interface FuzzRequest {
  caller: FuzzCaller;
  method: Method;
  url: string;
  query: Record<string, string | string[]>;
  payload: string | Buffer | undefined;
  contentType: string | undefined;
}

export interface RequestContext extends SchemaContext {
  /** The seeded world's value for a path parameter of this operation. */
  pathValue(name: string): string;
}

function queryText(value: unknown): string | string[] {
  if (typeof value === "string") return wellFormed(value);
  if (Array.isArray(value))
    return value.map((item) => wellFormed(typeof item === "string" ? item : toJson(item)));
  return typeof value === "number" || typeof value === "boolean" ? String(value) : toJson(value);
}

/** Escapes as a client may send them: invalid UTF-8, a cut escape, an encoded slash and NUL. */
const RAW_SEGMENTS = ["%ff", "%E0%A4%A", "%ED%A0%80", "%2F..%2F", "%00", "a%2Fb", ".", ".."];

/** The text with lone surrogates replaced (URLs cannot encode them; Node 24's toWellFormed, ES2024). */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function segment(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

function pathArbitrary(operation: Operation, context: RequestContext): fc.Arbitrary<string> {
  const values = operation.pathParams.map((name) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.constant(segment(context.pathValue(name))) },
      { weight: 1, arbitrary: fc.constantFrom(...context.oids) },
      { weight: 1, arbitrary: fc.stringMatching(/^[0-9a-z]{1,40}$/) },
      { weight: 2, arbitrary: hostileText.filter((text) => text.length > 0).map(segment) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    ),
  );
  return fc
    .tuple(...values)
    .map((chosen) =>
      fillPath(
        operation.path,
        Object.fromEntries(operation.pathParams.map((name, index) => [name, chosen[index] as string])),
      ),
    );
}

function queryArbitrary(operation: Operation, context: RequestContext) {
  if (!operation.query) return fc.constant({});
  return valueArbitrary(operation.query, "query", context).map((value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return { q: queryText(value) };
    const query: Record<string, string | string[]> = {};
    for (const [name, field] of Object.entries(value))
      if (field !== undefined) query[name] = queryText(field);
    return query;
  });
}

type Body = Pick<FuzzRequest, "payload" | "contentType">;

const malformedJson: fc.Arbitrary<Body> = fc.constantFrom<Body>(
  { payload: '{"name": ', contentType: "application/json" },
  { payload: "", contentType: "application/json" },
  { payload: "name=x&__proto__[a]=1", contentType: "application/x-www-form-urlencoded" },
  { payload: "<xml/>", contentType: "text/plain" },
  { payload: '{"a":1}', contentType: "application/json; charset=latin1" },
  { payload: "\u0000\u0001", contentType: "application/octet-stream" },
);

function bodyArbitrary(operation: Operation, context: RequestContext): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({ payload: toJson(value), contentType: "application/json" });
  if (operation.bodyType === "bytes") {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: fc
          .uint8Array({ maxLength: 4096 })
          .map((bytes) => ({ payload: Buffer.from(bytes), contentType: "application/octet-stream" })),
      },
      { weight: 1, arbitrary: fc.constant<Body>({ payload: undefined, contentType: undefined }) },
      { weight: 1, arbitrary: hostileBody.map(json) },
    );
  }
  if (operation.bodyType === "none" || !operation.body) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant<Body>({ payload: undefined, contentType: undefined }) },
      { weight: 1, arbitrary: hostileBody.map(json) },
      { weight: 1, arbitrary: malformedJson },
    );
  }
  return fc.oneof(
    { weight: 16, arbitrary: valueArbitrary(operation.body, "body", context).map(json) },
    { weight: 2, arbitrary: hostileBody.map(json) },
    { weight: 1, arbitrary: malformedJson },
    { weight: 1, arbitrary: fc.constant<Body>({ payload: undefined, contentType: undefined }) },
  );
}

export function requestArbitrary(operation: Operation, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      caller: fc.constantFrom<FuzzCaller>("member", "member", "member", "anonymous"),
      url: pathArbitrary(operation, context),
      query: queryArbitrary(operation, context),
      body: bodyArbitrary(operation, context),
    })
    .map(({ caller, url, query, body }) => ({ caller, method: operation.method, url, query, ...body }));
}
