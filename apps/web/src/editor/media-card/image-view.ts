// Images (content §3.6) drawn from their stored address and size; resizing and replacing come with
// the media issue.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import type { AttributeViewSpec } from "../node-view/attribute-view.ts";
import { createElement } from "../node-view/create-element.ts";
import { safeUrl } from "../node-view/safe-url.ts";
import "./media-card.css";

const LABELS: Record<string, string> = EDITOR_BLOCK_TEXTS.blocks;

export const imageView: AttributeViewSpec = {
  className: "tb-image",
  render(dom, { node }) {
    const { src, alt, width, height, alignX, type } = node.attrs;
    const url = safeUrl(src);
    if (typeof alignX === "string") dom.dataset.align = alignX;
    if (typeof type === "string") dom.dataset.imageType = type;
    if (!url) {
      dom.classList.add("tb-placeholder");
      dom.textContent = LABELS[node.type.name] ?? node.type.name;
      return;
    }
    const image = createElement("img", {
      src: url,
      alt: typeof alt === "string" ? alt : "",
      loading: "lazy",
    });
    if (typeof width === "string") image.style.width = width;
    if (typeof height === "string") image.style.height = height;
    dom.append(image);
  },
};
