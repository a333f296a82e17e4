// Chapter and section header versions 1 → 2 → 3 (content §3.4: headers are version 3).
//
// Version 1 had one background for every screen and one height:
//   { version: 1, background: string | null (a colour, or an http(s) image address),
//     height: number | "auto" | null, padding: string | null, illustration: string | null }
// Version 2 told PC and phone apart and nested the images, heights and illustration:
//   { version: 2, backgroundType: "pure-color" | "shading" | "image", pcBackground, phoneBackground,
//     backgroundImage: { pc: { src, attOid }, phone: { src, attOid } } | null,
//     heightType: "AUTO" | "FIXED", height: { pc: number, phone: number } | null,
//     useBookBackground, useBookHeightType,
//     illustration: { src, attOid, originWidth, originHeight } | null }
// Version 3 flattens those objects into plain attributes. The v1 padding is dropped: headers take
// their padding from the book's header style since version 2.
import { isPlainObject } from "../attributes/json-shapes.ts";
import type { NodeJSON } from "../node-json.ts";
import { leadingNumber, present, withoutKeys } from "./legacy-attributes.ts";

const IMAGE_ADDRESS = /^https?:\/\//i;

function upgradeFromVersion1(attrs: Record<string, unknown>): Record<string, unknown> {
  const background = present(attrs.background);
  const isImage = background !== null && IMAGE_ADDRESS.test(background);
  const height = leadingNumber(attrs.height);
  const illustration = present(attrs.illustration);
  return {
    ...withoutKeys(attrs, ["background", "height", "padding", "illustration"]),
    version: 2,
    backgroundType: isImage ? "image" : "pure-color",
    pcBackground: isImage ? null : background,
    phoneBackground: isImage ? null : background,
    backgroundImage: isImage
      ? { pc: { src: background, attOid: null }, phone: { src: background, attOid: null } }
      : null,
    heightType: height === null ? "AUTO" : "FIXED",
    height: height === null ? null : { pc: height, phone: height },
    useBookBackground: background === null ? "Y" : "N",
    useBookHeightType: height === null ? "Y" : "N",
    illustration:
      illustration === null
        ? null
        : { src: illustration, attOid: null, originWidth: null, originHeight: null },
  };
}

function field(parent: unknown, name: string): unknown {
  return isPlainObject(parent) ? parent[name] : undefined;
}

function upgradeFromVersion2(attrs: Record<string, unknown>): Record<string, unknown> {
  const { backgroundImage, height, illustration } = attrs;
  return {
    ...withoutKeys(attrs, ["backgroundImage", "height", "illustration"]),
    version: 3,
    pcImageSrc: present(field(field(backgroundImage, "pc"), "src")),
    pcImageAttOid: present(field(field(backgroundImage, "pc"), "attOid")),
    phoneImageSrc: present(field(field(backgroundImage, "phone"), "src")),
    phoneImageAttOid: present(field(field(backgroundImage, "phone"), "attOid")),
    pcHeight: leadingNumber(field(height, "pc")),
    phoneHeight: leadingNumber(field(height, "phone")),
    illustrationSrc: present(field(illustration, "src")),
    illustrationAttOid: present(field(illustration, "attOid")),
    illustrationOriginWidth: leadingNumber(field(illustration, "originWidth")),
    illustrationOriginHeight: leadingNumber(field(illustration, "originHeight")),
  };
}

export function upgradeHeader(node: NodeJSON): NodeJSON {
  let attrs = node.attrs ?? {};
  if (typeof attrs.version === "number" && attrs.version < 2) attrs = upgradeFromVersion1(attrs);
  return { ...node, attrs: upgradeFromVersion2(attrs) };
}
