// Galleries (content §3.12) in the reader: a carousel of the gallery's pictures — one shown at a
// time with its title and description, 上一张 / 下一张 buttons, the arrow keys while the carousel
// has the focus, and a status line that says which picture shows (announced politely). Pictures
// whose upload never finished are left out.
import { formatMessage, READER_BLOCK_TEXTS } from "@textbook/shared";
import { createElement } from "../../../editor/core/node-view/create-element.ts";
import {
  type BlockEnhancer,
  blocksOf,
  dataJson,
  type ReaderContext,
  readerAddress,
} from "../reader-context.ts";
import { replaceContent } from "../replace-content.ts";
import "./gallery.css";

const T = READER_BLOCK_TEXTS.gallery;

interface Slide {
  src: string;
  title: string | null;
  desc: string | null;
}

function slidesOf(box: HTMLElement, context: ReaderContext): Slide[] {
  const images = dataJson(box, "images-info");
  if (!Array.isArray(images)) return [];
  return images.flatMap((image: Record<string, unknown>) => {
    const src = readerAddress(context, typeof image.src === "string" ? image.src : null);
    if (!src) return [];
    const title = typeof image.title === "string" && image.title ? image.title : null;
    const desc = typeof image.desc === "string" && image.desc ? image.desc : null;
    return [{ src, title, desc }];
  });
}

function enhanceGallery(box: HTMLElement, context: ReaderContext): () => void {
  const slides = slidesOf(box, context);
  // The cover's first line is the gallery's title (content §3.12: a title line and a description).
  const name = box.querySelector('[data-type="galleryCover"] > p')?.textContent?.trim() || T.untitled;
  if (slides.length === 0) return () => {};
  const status = createElement("p", { class: "tb-reader-gallery__status", "aria-live": "polite" });
  const figures = slides.map((slide, index) =>
    createElement(
      "figure",
      { class: "tb-reader-gallery__slide", role: "group", "aria-roledescription": "slide" },
      [
        createElement("img", {
          src: slide.src,
          alt: slide.title ?? slide.desc ?? formatMessage(T.slide, { n: index + 1, total: slides.length }),
          loading: "lazy",
        }),
        slide.title || slide.desc
          ? createElement("figcaption", {}, [
              slide.title ? createElement("strong", {}, [slide.title]) : null,
              slide.desc ? createElement("span", {}, [slide.desc]) : null,
            ])
          : null,
      ],
    ),
  );
  const previous = createElement("button", { type: "button", class: "tb-reader-gallery__move" }, [
    T.previous,
  ]);
  const next = createElement("button", { type: "button", class: "tb-reader-gallery__move" }, [T.next]);
  let current = 0;
  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    figures.forEach((figure, position) => {
      figure.hidden = position !== current;
      figure.setAttribute("aria-label", formatMessage(T.slide, { n: position + 1, total: slides.length }));
    });
    status.textContent = formatMessage(T.slide, { n: current + 1, total: slides.length });
  };
  previous.addEventListener("click", () => show(current - 1));
  next.addEventListener("click", () => show(current + 1));
  const carousel = createElement(
    "section",
    {
      class: "tb-reader-gallery",
      "aria-roledescription": T.carousel,
      "aria-label": formatMessage(T.label, { title: name }),
      tabindex: "0",
    },
    [
      createElement("div", { class: "tb-reader-gallery__slides" }, figures),
      createElement("div", { class: "tb-reader-gallery__controls" }, [previous, status, next]),
    ],
  );
  carousel.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") show(current - 1);
    else if (event.key === "ArrowRight") show(current + 1);
    else return;
    event.preventDefault();
  });
  previous.disabled = next.disabled = slides.length < 2;
  show(0);
  return replaceContent(box, [carousel]);
}

export const enhanceGalleries: BlockEnhancer = (root, context) => {
  const stops = blocksOf(root, "galleryBox").map((box) => enhanceGallery(box, context));
  return () => {
    for (const stop of stops) stop();
  };
};
