import { validateDocument } from "@textbook/schema";
import { expect, it } from "vitest";
import { emptyDocument } from "./empty-document.ts";

it("is a valid document of the shared schema, with no text", () => {
  const node = validateDocument(emptyDocument());
  expect(node.childCount).toBe(1);
  expect(node.textContent).toBe("");
});
