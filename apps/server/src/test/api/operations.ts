// The app's operations as its own OpenAPI document lists them, so a new route is covered by the
// whole-API suites without anyone adding it there.
import type { FastifyInstance } from "fastify";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The subset of JSON Schema that zod's conversion emits for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface Operation {
  /** `POST /api/books/{bookOid}/chapters`, the name used in reports and in the matrix table. */
  key: string;
  method: Method;
  /** OpenAPI path with `{name}` parameters. */
  path: string;
  pathParams: string[];
  /** The querystring as one object schema (undefined when the route takes none). */
  query: JsonSchema | undefined;
  body: JsonSchema | undefined;
  /** The body's media type as documented (JSON, or raw bytes for upload parts). */
  bodyType: "json" | "bytes" | "none";
}

interface OpenApiParameter {
  in: "path" | "query" | "header";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS: readonly Method[] = ["GET", "POST", "PUT", "DELETE"];

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

export function readOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [lower, operation] of Object.entries(byMethod)) {
      const method = lower.toUpperCase() as Method;
      if (!METHODS.includes(method)) throw new Error(`unexpected method ${lower} on ${path}`);
      const parameters = operation.parameters ?? [];
      const queryParameters = parameters.filter((parameter) => parameter.in === "query");
      const json = operation.requestBody?.content["application/json"];
      const routeTakesBytes = path.startsWith("/api/uploads/");
      operations.push({
        key: operationKey(method, path),
        method,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
        query:
          queryParameters.length === 0
            ? undefined
            : {
                type: "object",
                properties: Object.fromEntries(
                  queryParameters.map((parameter) => [parameter.name, parameter.schema]),
                ),
                required: queryParameters
                  .filter((parameter) => parameter.required)
                  .map((parameter) => parameter.name),
              },
        body: json?.schema,
        bodyType: routeTakesBytes ? "bytes" : json ? "json" : "none",
      });
    }
  }
  return operations;
}

/** `/api/books/{bookOid}` with values for its parameters, already URL-encoded. */
export function fillPath(path: string, encoded: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => encoded[name] ?? "");
}
