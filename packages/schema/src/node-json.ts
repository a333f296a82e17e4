/** A stored node as JSON, read without trusting its shape (upgrades, fixtures). */
export type NodeJSON = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: NodeJSON[];
  [key: string]: unknown;
};
