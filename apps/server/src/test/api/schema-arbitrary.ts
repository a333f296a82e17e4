// fast-check arbitraries from a route's JSON schema: mostly values the schema accepts (so handlers
// run), then its boundaries (lengths and numbers at and just past each limit, empty lists) and
// hostile values in place of any field, with fields dropped, unknown ones added and types swapped.
import fc from "fast-check";
import { hostileValue } from "./hostile-values.ts";
import type { JsonSchema } from "./operations.ts";

export interface SchemaContext {
  /** Real oids of the seeded world, offered for every field whose name says it holds an oid. */
  oids: readonly string[];
}

/** Beyond this depth optional parts are left out, so recursive schemas stay finite. */
const MAX_DEPTH = 4;

const document: fc.Arbitrary<unknown> = fc.record({
  type: fc.constant("doc"),
  content: fc.array(
    fc.record({
      type: fc.constantFrom("paragraph", "heading", "blockquote", "image", "table", "nonsense"),
      attrs: fc.option(
        fc.dictionary(fc.constantFrom("level", "align", "src", "oid", "id"), fc.jsonValue({ maxDepth: 1 })),
        {
          nil: undefined,
        },
      ),
      content: fc.option(
        fc.array(fc.record({ type: fc.constant("text"), text: fc.string({ minLength: 1 }) }), {
          maxLength: 3,
        }),
        {
          nil: undefined,
        },
      ),
    }),
    { maxLength: 4 },
  ),
});

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null");
  if (schema.type) return schema.type;
  if (schema.properties) return "object";
  return undefined;
}

function stringArbitrary(schema: JsonSchema, name: string, context: SchemaContext): fc.Arbitrary<unknown> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  const shaped = schema.pattern
    ? fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length <= (schema.maxLength ?? Infinity))
    : fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: "grapheme" });
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 4, arbitrary: shaped }];
  if (/oid|id$/i.test(name) && context.oids.length > 0) {
    options.push({ weight: 6, arbitrary: fc.constantFrom(...context.oids) });
  }
  const boundaries: string[] = ["", "a".repeat(Math.max(0, minLength - 1))];
  if (schema.maxLength !== undefined)
    boundaries.push("b".repeat(schema.maxLength), "c".repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined) boundaries.push("d".repeat(schema.minLength));
  options.push({ weight: 1, arbitrary: fc.constantFrom(...boundaries) });
  return fc.oneof(...options);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  const shaped = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -1e15)), max: Math.floor(Math.min(max, 1e15)) })
    : fc.double({ min: Math.max(min, -1e15), max: Math.min(max, 1e15), noNaN: true });
  const near = fc.constantFrom(min, max, min - 1, max + 1, 0, 1, -1, 0.5);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: near });
}

function arrayArbitrary(schema: JsonSchema, name: string, context: SchemaContext, depth: number) {
  const item = schema.items
    ? valueArbitrary(schema.items, name, context, depth + 1)
    : fc.jsonValue({ maxDepth: 1 });
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, depth >= MAX_DEPTH ? minLength : 4));
  const options: fc.WeightedArbitrary<unknown>[] = [
    { weight: 5, arbitrary: fc.array(item, { minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constant([]) },
  ];
  if (schema.maxItems !== undefined && schema.maxItems <= 2000 && depth < MAX_DEPTH) {
    // One past the limit, with one small valid item repeated (building thousands of distinct items
    // costs; an item made at the depth limit holds no list past its own limit, so sizes stay bounded).
    const small = schema.items ? shapedArbitrary(schema.items, name, context, MAX_DEPTH) : fc.constant(null);
    options.push({
      weight: 1,
      arbitrary: small.map((value) =>
        Array.from({ length: schema.maxItems as number }, () => value).concat([value]),
      ),
    });
  }
  return fc.oneof(...options);
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  if (Object.keys(properties).length === 0) {
    const free = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
    return fc.oneof(document, free);
  }
  const fields = Object.entries(properties).map(([name, property]) => {
    const value = valueArbitrary(property, name, context, depth + 1);
    // Required fields are sometimes missing, optional ones often absent.
    const presence = required.has(name) ? 12 : depth >= MAX_DEPTH ? 0 : 1;
    return fc
      .oneof(
        { weight: presence, arbitrary: value.map((v) => ({ present: true, v })) },
        { weight: 1, arbitrary: fc.constant({ present: false, v: undefined }) },
      )
      .map((slot) => [name, slot] as const);
  });
  const unknownFields = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.constantFrom("extra", "__proto__", "constructor", "oid", "orgOid", "role", "sysRoles", "userOid"),
        fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: 3 },
      ),
    },
  );
  return fc.tuple(fc.tuple(...fields), unknownFields).map(([slots, extra]) => {
    const result: Record<string, unknown> = {};
    for (const [name, slot] of slots) if (slot.present) result[name] = slot.v;
    for (const [name, value] of Object.entries(extra))
      Object.defineProperty(result, name, { value, enumerable: true, writable: true, configurable: true });
    return result;
  });
}

/** A value for one schema: valid or boundary most of the time, hostile otherwise. */
export function valueArbitrary(
  schema: JsonSchema,
  name: string,
  context: SchemaContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 9, arbitrary: shapedArbitrary(schema, name, context, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}

function shapedArbitrary(
  schema: JsonSchema,
  name: string,
  context: SchemaContext,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum)
    return fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...schema.enum) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    );
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => shapedArbitrary(alternative, name, context, depth)));
  if (schema.allOf?.[0]) return shapedArbitrary(schema.allOf[0], name, context, depth);
  // Recursive parts ($ref) are not inlined by the document; any small JSON stands in for them.
  if (schema.$ref)
    return depth >= MAX_DEPTH ? fc.constant({}) : fc.oneof(document, fc.jsonValue({ maxDepth: 2 }));
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes("null"));
  const shaped = byType(schema, name, context, depth);
  return nullable
    ? fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: fc.constant(null) })
    : shaped;
}

function byType(
  schema: JsonSchema,
  name: string,
  context: SchemaContext,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case "string":
      return stringArbitrary(schema, name, context);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "array":
      return arrayArbitrary(schema, name, context, depth);
    case "object":
      return objectArbitrary(schema, context, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
