// The text of each page of a PDF as Chromium (Skia) writes it, for tests that check what a printed
// export says without a PDF library: objects read by their numbers, Flate streams inflated, each
// font's ToUnicode map applied to the strings its text operators show. Only what Skia writes is
// understood (no object streams, no encryption); a string in a font without a map reads as "".
// Text is NFKC-normalised: Noto CJK's maps name some ideographs by their Kangxi radical twins.
import { inflateSync } from "node:zlib";

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

/** Each `<number><marker>` in the text (object headers, references), found by string search. */
function numbersBefore(text: string, marker: string): { number: number; end: number }[] {
  const found: { number: number; end: number }[] = [];
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length)) {
    let digits = at;
    while (digits > 0 && text.charCodeAt(digits - 1) >= 48 && text.charCodeAt(digits - 1) <= 57) digits--;
    if (digits < at) found.push({ number: Number(text.slice(digits, at)), end: at + marker.length });
  }
  return found;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  for (const { number, end: start } of numbersBefore(text, " 0 obj\n")) {
    const end = text.indexOf("endobj", start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf("stream\n");
    if (streamAt < 0) {
      objects.set(number, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const from = start + streamAt + "stream\n".length;
    const raw = pdf.subarray(from, from + length);
    objects.set(number, { dict, stream: dict.includes("/FlateDecode") ? inflateSync(raw) : raw });
  }
  return objects;
}

const refs = (text: string) => numbersBefore(text, " 0 R").map(({ number }) => number);

function hexText(hex: string): string {
  let out = "";
  for (let at = 0; at + 4 <= hex.length; at += 4)
    out += String.fromCharCode(Number.parseInt(hex.slice(at, at + 4), 16));
  return out;
}

/** A ToUnicode CMap: code (hex, as written) → text. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.split("beginbfchar").slice(1)) {
    const body = block.slice(0, block.indexOf("endbfchar"));
    for (const pair of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(String(pair[1]).toUpperCase(), hexText(String(pair[2])));
    }
  }
  for (const block of cmap.split("beginbfrange").slice(1)) {
    const body = block.slice(0, block.indexOf("endbfrange"));
    for (const range of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [, low = "", high = "", first = ""] = range;
      const base = Number.parseInt(first, 16);
      for (let code = Number.parseInt(low, 16); code <= Number.parseInt(high, 16); code++) {
        const key = code.toString(16).toUpperCase().padStart(low.length, "0");
        map.set(key, String.fromCharCode(base + code - Number.parseInt(low, 16)));
      }
    }
  }
  return map;
}

function decode(hex: string, map: Map<string, string> | undefined): string {
  if (!map) return "";
  const width = map.keys().next().value?.length ?? 2;
  let out = "";
  for (let at = 0; at + width <= hex.length; at += width)
    out += map.get(hex.slice(at, at + width).toUpperCase()) ?? "";
  return out;
}

/** Each page's text, in page order. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const catalog = [...objects.values()].find((object) => object.dict.includes("/Type /Catalog"));
  const pagesRoot = Number(/\/Pages (\d+) 0 R/.exec(catalog?.dict ?? "")?.[1]);
  const pages: PdfObject[] = [];
  const walk = (oid: number) => {
    const node = objects.get(oid);
    if (!node) return;
    if (node.dict.includes("/Type /Pages")) {
      const kids = node.dict.slice(node.dict.indexOf("/Kids"));
      for (const kid of refs(kids.slice(0, kids.indexOf("]")))) walk(kid);
    } else pages.push(node);
  };
  walk(pagesRoot);
  const cmaps = new Map<number, Map<string, string>>();
  const fontMap = (oid: number) => {
    if (!cmaps.has(oid)) {
      const toUnicode = Number(/\/ToUnicode (\d+) 0 R/.exec(objects.get(oid)?.dict ?? "")?.[1]);
      const stream = objects.get(toUnicode)?.stream;
      cmaps.set(oid, stream ? readCMap(stream.toString("latin1")) : new Map());
    }
    return cmaps.get(oid);
  };
  return pages.map((page) => {
    const fonts = new Map(
      [...page.dict.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((match) => [match[1], Number(match[2])]),
    );
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict)?.[1];
    const stream = objects.get(Number(contents))?.stream?.toString("latin1") ?? "";
    let font: number | undefined;
    let text = "";
    for (const token of stream.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)>|\bET\b/g)) {
      if (token[1]) font = fonts.get(token[1]);
      else if (token[2] !== undefined)
        text += decode(token[2], font === undefined ? undefined : fontMap(font));
      else text += "\n";
    }
    return text.normalize("NFKC");
  });
}
