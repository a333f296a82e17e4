import { expect, test } from "vitest";
import { pdfAssetUrl } from "./pdf-assets.ts";

test("the CMaps for Chinese text, the standard fonts and the image decoders are bundled", () => {
  for (const [kind, filename] of [
    ["cMapUrl", "UniGB-UCS2-H.bcmap"],
    ["cMapUrl", "Adobe-GB1-UCS2.bcmap"],
    ["standardFontDataUrl", "LiberationSans-Regular.ttf"],
    ["standardFontDataUrl", "FoxitSerif.pfb"],
    ["wasmUrl", "openjpeg.wasm"],
  ]) {
    expect(pdfAssetUrl(kind as string, filename as string), `${kind} ${filename}`).toEqual(
      expect.any(String),
    );
  }
  expect(pdfAssetUrl("cMapUrl", "Missing.bcmap")).toBeNull();
  expect(pdfAssetUrl("iccUrl", "a.icc")).toBeNull();
});
