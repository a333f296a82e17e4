// A custom library's style: attributes of one node type of the document schema, kept only where
// that type declares them (identity — oid, version — never: applying a library must not copy a
// block's identity) and each checked with the schema's own rule, so applying it yields a valid block.
import { schema } from "@textbook/schema";
import { formatMessage, STYLE_CALL_TEXTS } from "@textbook/shared";
import { errors } from "../../../http/errors.ts";

const IDENTITY = new Set(["oid", "version"]);

type AttributeSpec = { validate?: string | ((value: unknown) => void) };

export function libraryAttributes(nodeType: string, attrs: Record<string, unknown>): Record<string, unknown> {
  const type = Object.hasOwn(schema.nodes, nodeType) ? schema.nodes[nodeType] : undefined;
  if (!type) throw errors.validation({ nodeType: STYLE_CALL_TEXTS.nodeType });
  const declared = (type.spec.attrs ?? {}) as Record<string, AttributeSpec>;
  const kept: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    const spec = Object.hasOwn(declared, name) ? declared[name] : undefined;
    if (!spec || IDENTITY.has(name)) continue;
    try {
      if (typeof spec.validate === "function") spec.validate(value);
      kept[name] = value;
    } catch {
      problems[`attrs.${name}`] = formatMessage(STYLE_CALL_TEXTS.attribute, { name });
    }
  }
  if (Object.keys(problems).length > 0) throw errors.validation(problems);
  if (Object.keys(kept).length === 0) throw errors.validation({ attrs: STYLE_CALL_TEXTS.noAttributes });
  return kept;
}
