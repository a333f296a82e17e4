import { mergeAttributes } from "@tiptap/core";
import type { DOMOutputSpec } from "@tiptap/pm/model";

type Extra = Record<string, unknown>;

/**
 * parseHTML and renderHTML for a node written as <tag data-type="name" data-…>. `holds` says
 * whether the element holds the node's content; `extra` adds plain HTML attributes (an <img>'s src)
 * and `label` names the attribute shown as text, so exported HTML reads well without our styles.
 */
export function taggedElement(
  tag: string,
  name: string,
  options: {
    holds?: boolean;
    extra?: (attrs: Record<string, unknown>) => Extra;
    label?: string;
  } = {},
) {
  const { holds = false, extra, label } = options;
  return {
    // Above the plain-tag rules of other nodes (an <img> or <div> without our data-type).
    parseHTML: () => [{ tag: `${tag}[data-type="${name}"]`, priority: 60 }],
    renderHTML: ({
      node,
      HTMLAttributes,
    }: {
      node: { attrs: Record<string, unknown> };
      HTMLAttributes: Record<string, unknown>;
    }): DOMOutputSpec => {
      const attributes = mergeAttributes({ "data-type": name }, HTMLAttributes, extra?.(node.attrs) ?? {});
      if (holds) return [tag, attributes, 0];
      const shown = label === undefined ? null : node.attrs[label];
      return typeof shown === "string" && shown !== "" ? [tag, attributes, shown] : [tag, attributes];
    },
  };
}
