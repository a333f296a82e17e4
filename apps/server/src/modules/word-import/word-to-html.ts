// The .docx (prepared: see prepare-document.ts) through mammoth: headings, paragraphs, runs, lists,
// tables with merged cells and header rows, hyperlinks, footnotes and endnotes, images. Each image
// becomes <img src="word-image:N">, its bytes kept here until the import stores them.
import { type Unzipped, zipSync } from "fflate";
import mammoth from "mammoth";
import type { PreparedDocument } from "./prepare-document.ts";

export const IMAGE_SOURCE = "word-image:";

export interface WordImage {
  contentType: string;
  bytes: Buffer;
}

export interface WordHtml {
  html: string;
  images: WordImage[];
}

/** Word's w:jc values a heading's align (content §5) takes. */
const HEADING_ALIGNS: Record<string, string> = {
  center: "center",
  right: "right",
  end: "right",
  both: "justify",
};
const LEVELS = [1, 2, 3, 4, 5, 6];

interface MammothElement {
  type: string;
  styleId?: string | null;
  styleName?: string | null;
  alignment?: string;
  children?: MammothElement[];
}

/**
 * An aligned heading gets a style id of its own (tbH{level}{align}), which the style map turns
 * into its heading with a class: mammoth keeps the alignment in its model but writes no HTML for it.
 */
function alignHeadings(element: MammothElement): MammothElement {
  const children = element.children?.map(alignHeadings);
  const level = /^heading ([1-6])$/i.exec(element.styleName ?? "")?.[1];
  const align = HEADING_ALIGNS[element.alignment ?? ""];
  const styleId = element.type === "paragraph" && level && align ? `tbH${level}${align}` : element.styleId;
  return { ...element, ...(children ? { children } : {}), ...(styleId === undefined ? {} : { styleId }) };
}

function styleMap(prepared: PreparedDocument): string[] {
  return [
    ...LEVELS.flatMap((level) =>
      ["center", "right", "justify"].map(
        (align) => `p.tbH${level}${align} => h${level}.tb-align-${align}:fresh`,
      ),
    ),
    "highlight => mark",
    "u => u",
    "strike => s",
    ...prepared.colours.map((colour) => `r.tbColor${colour} => span.tb-color-${colour}`),
    ...prepared.indents.map((em) => `p.tbIndent${em} => p.tb-indent-${em}:fresh`),
  ];
}

export async function wordToHtml(parts: Unzipped, prepared: PreparedDocument): Promise<WordHtml> {
  const images: WordImage[] = [];
  const buffer = Buffer.from(zipSync(parts, { level: 0 }));
  const result = await mammoth.convertToHtml(
    { buffer },
    {
      styleMap: styleMap(prepared),
      idPrefix: "tb-",
      transformDocument: alignHeadings,
      convertImage: mammoth.images.imgElement(async (image) => {
        images.push({ contentType: image.contentType, bytes: await image.readAsBuffer() });
        return { src: `${IMAGE_SOURCE}${images.length - 1}` };
      }),
    },
  );
  return { html: result.value, images };
}
