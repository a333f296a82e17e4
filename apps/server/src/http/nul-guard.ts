// PostgreSQL text and jsonb cannot hold U+0000: a NUL anywhere in a request's ids, query or body
// reached the database and failed there as a 500. Every route refuses it up front as a validation
// error naming the top-level field it was in.
import { VALIDATION_MESSAGES } from "@textbook/shared";
import type { FastifyInstance } from "fastify";
import { errors } from "./errors.ts";

/**
 * Whether a NUL is in a string or an object key of the value: null when none, else the top-level
 * field it was under ("" for the value itself).
 */
export function nulField(value: unknown): string | null {
  // Iterative, so a 10,000-deep document cannot overflow the stack.
  const stack: { value: unknown; field: string }[] = [{ value, field: "" }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, field } = item;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return field;
    } else if (Array.isArray(current)) {
      for (const [index, child] of current.entries())
        stack.push({ value: child, field: field || String(index) });
    } else if (current !== null && typeof current === "object" && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes("\u0000")) return field;
        stack.push({ value: child, field: field || key });
      }
    }
  }
  return null;
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const field = nulField(value);
      if (field !== null) throw errors.validation({ [field || part]: VALIDATION_MESSAGES.invalidType });
    }
  });
}
