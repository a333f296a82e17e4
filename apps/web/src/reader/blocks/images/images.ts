// Pictures (content §3.6) in the reader: every picture gets a text alternative from what the author
// wrote (its alt, its caption's title, its description), a decorative one an empty alt so screen
// readers pass it by, and the edition's relative addresses go through the shell.
import { type BlockEnhancer, dataText, readerAddress } from "../reader-context.ts";

/** Pictures that only decorate: icons in a line and card illustrations. */
const DECORATIVE = new Set(["iconImage", "illustration"]);
const PICTURES = ["imageBlock", "inlineImage", "floatingImage", "iconImage", "illustration"];

function captionText(image: HTMLElement): string | null {
  const box = image.closest('[data-type="imageBox"]');
  const caption = box?.querySelector("[data-caption-text]")?.textContent?.trim();
  const flexer = box?.querySelector('[data-type="flexer"]')?.textContent?.trim();
  return caption || flexer || null;
}

export function altOf(image: HTMLElement): string {
  if (DECORATIVE.has(image.dataset.type ?? "")) return "";
  return (
    dataText(image, "alt") ??
    captionText(image) ??
    dataText(image, "description") ??
    dataText(image, "caption-label") ??
    ""
  );
}

export const enhanceImages: BlockEnhancer = (root, context) => {
  const changed: { image: HTMLImageElement; alt: string | null; src: string | null }[] = [];
  const selector = PICTURES.map((type) => `img[data-type="${type}"]`).join(", ");
  for (const image of root.querySelectorAll<HTMLImageElement>(selector)) {
    changed.push({ image, alt: image.getAttribute("alt"), src: image.getAttribute("src") });
    image.setAttribute("alt", image.getAttribute("alt") || altOf(image));
    const src = readerAddress(context, image.getAttribute("src") ?? dataText(image, "src"));
    if (src) image.setAttribute("src", src);
    image.loading = "lazy";
  }
  return () => {
    for (const { image, alt, src } of changed) {
      if (alt === null) image.removeAttribute("alt");
      else image.setAttribute("alt", alt);
      if (src !== null) image.setAttribute("src", src);
    }
  };
};
