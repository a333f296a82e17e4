// docs/api-contract.md's call tables come from the call contracts: each resource's table sits
// between `<!-- calls:<resource> -->` and `<!-- /calls -->`, the prose around them is written by hand.
// `npm run docs:api -w @textbook/server` rewrites the tables (and Biome then aligns their columns);
// contract-doc.test.ts fails when they are stale.
import { CALLS_BY_RESOURCE, type Call } from "@textbook/shared";
import { z } from "zod";

export const CONTRACT_DOC = new URL("../../../../docs/api-contract.md", import.meta.url);

/**
 * `{ a, b, c, d, … }` for an object, `[…]` for an array, `… or null`: enough to recognise the call; the
 * types themselves are in the resource's file.
 */
function shapeOf(schema: z.ZodType | undefined): string {
  return schema ? `\`${describe(schema)}\`` : "–";
}

function describe(schema: z.ZodType): string {
  if (schema instanceof z.ZodObject) {
    const keys = Object.keys(schema.shape);
    const shown = keys
      .slice(0, 4)
      .map((key) => (key === "items" ? `items: ${describe(schema.shape[key])}` : key));
    return `{ ${[...shown, ...(keys.length > 4 ? ["…"] : [])].join(", ")} }`;
  }
  if (schema instanceof z.ZodArray) return `[${describe(schema.element as z.ZodType)}]`;
  // "or", not "|": a bar would end the markdown table cell.
  if (schema instanceof z.ZodNullable) return `${describe(schema.unwrap() as z.ZodType)} or null`;
  return schema.def.type;
}

function row(cells: string[]): string {
  return `| ${cells.join(" | ")} |`;
}

export function callTable(calls: readonly Call[]): string {
  const lines = [row(["call", "what", "params", "query", "body", "data"]), row(Array(6).fill("---"))];
  for (const call of calls) {
    lines.push(
      row([
        `${call.method} ${call.path}${call.slashTwin ? " (also with a trailing /)" : ""}`,
        call.summary + (call.timeout ? ` (timeout: ${call.timeout})` : ""),
        shapeOf(call.params),
        shapeOf(call.query),
        shapeOf(call.body),
        shapeOf(call.data),
      ]),
    );
  }
  return lines.join("\n");
}

const OPEN = "<!-- calls:";
const CLOSE = "<!-- /calls -->";

export function resourcesOf(calls: readonly Readonly<Record<string, Call>>[] = CALLS_BY_RESOURCE) {
  const byResource = new Map<string, Call[]>();
  for (const group of calls) {
    for (const call of Object.values(group)) {
      byResource.set(call.resource, [...(byResource.get(call.resource) ?? []), call]);
    }
  }
  return byResource;
}

/**
 * A table row's cells without the padding Biome's formatter aligns them with, so a generated table
 * and the same table once formatted compare equal.
 */
export function withoutTablePadding(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line.startsWith("|")
        ? line
            .split("|")
            .map((cell) => cell.trim().replace(/^-+$/, "---"))
            .join("|")
        : line,
    )
    .join("\n");
}

/** The document with every resource's table rewritten; throws when a resource has no place in it. */
export function renderContractDoc(text: string): string {
  const byResource = resourcesOf();
  const placed = new Set<string>();
  // Marker by marker rather than by one regular expression: a lazy match across lines backtracks.
  let rendered = "";
  let rest = text;
  for (let start = rest.indexOf(OPEN); start !== -1; start = rest.indexOf(OPEN)) {
    const nameEnd = rest.indexOf(" -->", start);
    const end = rest.indexOf(CLOSE, nameEnd);
    if (nameEnd === -1 || end === -1) throw new Error("docs/api-contract.md has an unclosed calls block");
    const resource = rest.slice(start + OPEN.length, nameEnd);
    const calls = byResource.get(resource);
    if (!calls) throw new Error(`docs/api-contract.md has a table for ${resource}, which has no calls`);
    placed.add(resource);
    rendered += `${rest.slice(0, start)}${OPEN}${resource} -->\n${callTable(calls)}\n${CLOSE}`;
    rest = rest.slice(end + CLOSE.length);
  }
  rendered += rest;
  const missing = [...byResource.keys()].filter((resource) => !placed.has(resource));
  if (missing.length > 0) {
    throw new Error(`docs/api-contract.md needs a <!-- calls:… --> block for: ${missing.join(", ")}`);
  }
  return rendered;
}
