// Extended reading inline (content §3.14): a chip in the line with the reading's icon and title.
// Where the editor is editable a click opens the same panel as the block; where it reads only, a
// click lists the reading's resources to open.
import { READING_TEXTS } from "@textbook/shared";
import { builtinIcon } from "../../core/media-card/builtin-pictures.ts";
import type { AttributeViewSpec } from "../../core/node-view/attribute-view.ts";
import { createElement } from "../../core/node-view/create-element.ts";
import { openFloatingPanel } from "../../core/node-view/floating-panel.ts";
import { refuseWhileUploading } from "../../core/upload/editor-uploads.ts";
import { readResources } from "./read-resource.ts";
import { openReadingPanel } from "./reading-panel.ts";
import "../../core/media-card/media-card.css";
import "./reading-card.css";
import { attributeText } from "../../core/node-view/attribute-text.ts";
import { resourceList } from "./resource-list.ts";

const TEXTS = READING_TEXTS.reading;

export const readingChipView: AttributeViewSpec = {
  className: "tb-reading-chip",
  followsMediaLinks: true,
  render(dom, { node, editor }) {
    const { attrs } = node;
    const label = attributeText(attrs.title) ?? attributeText(attrs.typeName) ?? TEXTS.defaultTypeName;
    dom.append(createElement("img", { alt: "", src: builtinIcon("reading") }), label);
    dom.setAttribute("role", "button");
    dom.onclick = () => {
      if (editor.isEditable) return;
      const resources = readResources(node.attrs.resources);
      openFloatingPanel({
        anchor: dom,
        label,
        content: [
          createElement("p", { class: "tb-floating-panel__title" }, [label]),
          resources.length > 0
            ? resourceList(editor, resources)
            : createElement("p", { class: "tb-reading-card__state" }, [TEXTS.noResources]),
        ],
      });
    };
  },
  onClick(dom, { node, editor, setAttributes }) {
    if (refuseWhileUploading(editor, node.attrs.oid)) return;
    openReadingPanel({ anchor: dom, editor, attributes: node.attrs, onSave: setAttributes });
  },
};
