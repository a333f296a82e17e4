import { expect, it } from "vitest";
import { schema } from "./extensions.ts";
import { NODE_NAMES } from "./node-names.ts";

it("names exactly the schema's nodes", () => {
  expect([...NODE_NAMES].sort()).toEqual(Object.keys(schema.nodes).sort());
});
