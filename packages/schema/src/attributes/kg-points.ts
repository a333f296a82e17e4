import { list } from "./attribute-kinds.ts";
import { hasShape, isStringOrNull } from "./json-shapes.ts";

/** A knowledge point a block is tagged with; the same ids as the knowledgePoint inline node. */
export type KgPoint = { knId: string; knText: string; graphId: string | null };

export function isKgPoint(value: unknown): value is KgPoint {
  return hasShape(value, {
    knId: (field) => typeof field === "string" && field !== "",
    knText: (field) => typeof field === "string",
    graphId: isStringOrNull,
  });
}

export const kgPoints = () => list("knowledge points {knId, knText, graphId}", isKgPoint);
