// What pdf.js fetches besides the PDF, bundled with the app so any PDF previews: the Adobe CMaps
// (Chinese text in fonts the PDF does not embed), the standard fonts, and the WebAssembly image
// decoders (JPEG 2000 and JBIG2 scans). Each is a file of the build, fetched only when a PDF asks.
const FILES = import.meta.glob(
  [
    "../../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap",
    "../../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}",
    "../../../../../../node_modules/pdfjs-dist/wasm/*.wasm",
  ],
  { query: "?url&no-inline", import: "default", eager: true },
) as Record<string, string>;

const FOLDERS: Record<string, string> = {
  cMapUrl: "cmaps",
  standardFontDataUrl: "standard_fonts",
  wasmUrl: "wasm",
};

/** The address of a bundled file: `folder/name` → its URL in the build. */
const BY_NAME = new Map(
  Object.entries(FILES).map(([path, url]) => [path.split("/").slice(-2).join("/"), url] as const),
);

export function pdfAssetUrl(kind: string, filename: string): string | null {
  const folder = FOLDERS[kind];
  return folder ? (BY_NAME.get(`${folder}/${filename}`) ?? null) : null;
}

/** pdf.js's BinaryDataFactory, answering from the bundled files. */
export class BundledPdfData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = pdfAssetUrl(kind, filename);
    if (!url) throw new Error(`pdf.js asked for ${kind} ${filename}, which is not bundled`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
