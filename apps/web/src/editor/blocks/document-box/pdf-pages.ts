// The PDF preview's pages (content §3.11), loaded only when a reader opens a document: pdf.js
// (its worker a separate file) draws each page onto a canvas the width of the dialog, when the
// page comes near the screen, so a long handout opens at the cost of its first pages.
import { THREE_D_TEXTS } from "@textbook/shared";
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { createElement } from "../../core/node-view/create-element.ts";
import { ViewerError } from "../three-d-box/model-error.ts";
import { BundledPdfData } from "./pdf-assets.ts";

GlobalWorkerOptions.workerSrc = workerUrl;

export interface PdfPages {
  pageCount: number;
  dispose(): void;
}

/** Room around each page, in CSS pixels. */
const GUTTER = 16;

async function drawPage(pdf: PDFDocumentProxy, number: number, holder: HTMLElement, width: number) {
  const page = await pdf.getPage(number);
  const scale = width / page.getViewport({ scale: 1 }).width;
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const viewport = page.getViewport({ scale: scale * ratio });
  const canvas = createElement("canvas", { class: "tb-pdf__canvas" });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
  holder.replaceChildren(canvas);
  holder.dataset.rendered = "true";
  page.cleanup();
}

/** Shows the PDF at `url` in `container`; a ViewerError says why it cannot. */
export async function showPdf(container: HTMLElement, url: string): Promise<PdfPages> {
  // The files pdf.js needs besides the PDF come from the build (pdf-assets.ts), asked for by the worker.
  const task = getDocument({ url, BinaryDataFactory: BundledPdfData, useWorkerFetch: false });
  let pdf: PDFDocumentProxy;
  try {
    pdf = await task.promise;
  } catch (error) {
    console.warn("PDF could not be opened", error);
    await task.destroy();
    throw new ViewerError(THREE_D_TEXTS.document.failed);
  }
  const width = Math.max(container.clientWidth - 2 * GUTTER, 200);
  const first = await pdf.getPage(1);
  const { width: pageWidth, height: pageHeight } = first.getViewport({ scale: 1 });
  const list = createElement("div", { class: "tb-pdf" });
  const holders = Array.from({ length: pdf.numPages }, (_, index) => {
    const holder = createElement("div", {
      class: "tb-pdf__page",
      "data-page": String(index + 1),
      "aria-label": `${index + 1}`,
    });
    // Until drawn, a page keeps the first page's proportions, so the scroll bar is right at once.
    holder.style.width = `${width}px`;
    holder.style.minHeight = `${Math.round((width * pageHeight) / pageWidth)}px`;
    return holder;
  });
  list.append(...holders);
  container.append(list);

  const drawing = new Set<number>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const number = Number((entry.target as HTMLElement).dataset.page);
        if (!entry.isIntersecting || drawing.has(number)) continue;
        drawing.add(number);
        observer.unobserve(entry.target);
        drawPage(pdf, number, entry.target as HTMLElement, width).catch((error: unknown) => {
          console.warn(`PDF page ${number} could not be drawn`, error);
          entry.target.textContent = THREE_D_TEXTS.document.failed;
        });
      }
    },
    { root: container, rootMargin: "200% 0px" },
  );
  for (const holder of holders) observer.observe(holder);

  return {
    pageCount: pdf.numPages,
    dispose() {
      observer.disconnect();
      list.remove();
      void task.destroy();
    },
  };
}
