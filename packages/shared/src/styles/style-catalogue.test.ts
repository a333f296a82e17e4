// Content §9 "Style defaults", one test per area: the expected values are written from the spec's
// text, not read from the catalogue, so a default that drifts from the spec fails here.
import { describe, expect, test } from "vitest";
import { LAYOUT_COUNTS } from "../constants.ts";
import {
  STYLE_CATALOGUE,
  STYLE_PANELS,
  styleDefault,
  styleDefinition,
  styleItemLabel,
} from "./style-catalogue.ts";
import { setStyleValue } from "./style-values.ts";

/** The defaults of every item under `prefix`, by the rest of the key. */
function defaults(prefix: string): Record<string, string> {
  return Object.fromEntries(
    STYLE_CATALOGUE.filter((item) => item.key.startsWith(`${prefix}.`)).map((item) => [
      item.key.slice(prefix.length + 1),
      item.defaultValue,
    ]),
  );
}

function layoutOptions(prefix: string): readonly string[] {
  const value = styleDefinition(`${prefix}.layout`)?.value;
  return value?.kind === "option" ? value.options : [];
}

const FONTS = { "font.zh": "sans-serif", "font.en": "Arial" };

/** "top 0, bottom 30, left 15, right 15" as the catalogue's keys. */
function paddings(device: "phone" | "pc", [top, bottom, left, right]: number[]) {
  return {
    [`padding.top.${device}`]: String(top),
    [`padding.bottom.${device}`]: String(bottom),
    [`padding.left.${device}`]: String(left),
    [`padding.right.${device}`]: String(right),
  };
}

describe("content §9 style defaults", () => {
  test("page", () => {
    expect(defaults("page")).toMatchObject({
      "background.type": "no-color",
      "background.color": "#FFFFFF",
      "background.shading": "custom-shading-001",
      "theme.color": "#00838FFF",
      ...paddings("phone", [0, 30, 15, 15]),
      ...paddings("pc", [0, 50, 50, 48]),
      "component.light": "#00838F1F",
      "component.dark": "#00838F29",
    });
    // Every block icon of the spec's list, in its order, and no other, has a default/custom state
    // and a custom image.
    const icons = `popup link virtual-link-box training-link-box book-jump image audio audio-block
      inline-video video reading-inline reading-block interaction three-d link-box knowledge-graph
      popup-arrow-up popup-arrow-down gallery resource-gallery resource-video document mind-map`.split(/\s+/);
    const iconStates = STYLE_CATALOGUE.flatMap(
      (item) => /^page\.icon\.(.+)\.state$/.exec(item.key)?.[1] ?? [],
    );
    expect(iconStates).toEqual(icons);
    for (const icon of icons) {
      expect(styleDefault(`page.icon.${icon}.state`), icon).toBe("default");
      expect(styleDefinition(`page.icon.${icon}.state`)?.value).toEqual({
        kind: "option",
        options: ["default", "custom"],
      });
      expect(styleDefault(`page.icon.${icon}.image`), icon).toBe("");
      expect(styleDefinition(`page.icon.${icon}.image`)?.itemType).toBe("IMAGE");
    }
  });

  test("paragraph", () => {
    expect(defaults("paragraph")).toEqual({
      ...FONTS,
      "font.size": "18",
      color: "#212121FF",
      "text.indent": "2",
      "line-height.type": "custom",
      "line-height": "1.6",
    });
    // Indents are in em (content §9 unit conversions).
    expect(styleDefinition("paragraph.text.indent")?.value.kind).toBe("em");
  });

  test("list", () => {
    expect(defaults("list")).toEqual({
      ...FONTS,
      "font.size": "18",
      color: "#212121FF",
      "line-height": "1.6",
    });
  });

  test("heading", () => {
    expect(defaults("heading")).toEqual({
      ...FONTS,
      color: "#00838FFF",
      "text.indent": "0",
      "line-height": "1.6",
    });
    expect(styleDefinition("heading.text.indent")?.value.kind).toBe("em");
  });

  const HEADER = {
    "background.type": "pure-color",
    background: "#00838FFF",
    "background.phone": "#00838FFF",
    "height.type": "AUTO",
    "height.phone": "200",
    "height.pc": "400",
    color: "#ffffff",
    "text.align": "justify",
    "vertical.align": "flex-start",
  };

  test.each([
    {
      name: "chapter header",
      prefix: "chapter.header",
      fontSize: "48",
      phone: [60, 60, 15, 15],
      pc: [120, 120, 50, 50],
    },
    {
      name: "section header",
      prefix: "section.header",
      fontSize: "36",
      phone: [30, 30, 15, 15],
      pc: [60, 60, 50, 50],
    },
  ])("$name", ({ prefix, fontSize, phone, pc }) => {
    expect(defaults(prefix)).toMatchObject({
      ...HEADER,
      "font.size": fontSize,
      ...paddings("phone", phone),
      ...paddings("pc", pc),
    });
  });

  /** What content §9 gives the image and the gallery box alike: a frame with no border and a top margin. */
  const FRAMED = {
    "border.color.type": "pure-color",
    "border.color": "#00838FFF",
    "border.style": "solid",
    "border.width": "0",
    padding: "0",
    "margin.top": "20",
    "margin.bottom": "0",
    "border.radius": "0",
  };

  test("image", () => {
    expect(defaults("image")).toMatchObject({ "background.type": "no-color", ...FRAMED });
    expect(defaults("image")).toHaveProperty(["title.color"]);
    expect(defaults("image")).toHaveProperty(["caption.color"]);
  });

  /** What content §9 gives audio, video, extended reading, interaction, 3D and link box alike. */
  const CARD = {
    layout: "layout-001",
    ...FONTS,
    "background.type": "pure-color",
    "border.color.type": "no-color",
    "border.style": "solid",
    "border.width": "1",
    "icon.align": "center",
    "title.align": "center",
    "text.align": "justify",
    "illustration.justify": "center",
    "illustration.align": "center",
  };
  const TYPE_LABEL = ["type-label.color", "type-label.background.type", "type-label.text.align"];

  test("audio", () => {
    expect(defaults("audio")).toMatchObject(CARD);
    expect(styleDefinition("audio.layout")?.value).toMatchObject({
      options: ["layout-001", "layout-002", "layout-003", "layout-004", "layout-005"],
    });
    expect(defaults("audio")).not.toHaveProperty(["type-label.color"]);
  });

  test("video", () => {
    expect(defaults("video")).toMatchObject({
      ...CARD,
      "poster.type": "default",
      "poster.image": "",
      "mask.display": "flex",
      "play-icon.display": "block",
      "type-label.background.color": "#f0f8f9",
    });
    for (const key of TYPE_LABEL) expect(defaults("video")).toHaveProperty([key]);
    expect(styleDefinition("video.layout")?.itemType).toBe("LAYOUT");
    expect(styleDefinition("video.poster.image")?.itemType).toBe("IMAGE");
  });

  test("extended reading", () => {
    expect(defaults("reading")).toMatchObject({ ...CARD, "type-label.background.color": "#f0f8f9" });
    for (const key of TYPE_LABEL) expect(defaults("reading")).toHaveProperty([key]);
    expect(styleDefinition("reading.layout")?.value).toMatchObject({
      options: expect.arrayContaining(["layout-008"]),
    });
  });

  test("interaction", () => {
    expect(defaults("interaction")).toMatchObject(CARD);
    expect(styleDefinition("interaction.layout")?.value).toMatchObject({
      options: expect.not.arrayContaining(["layout-006"]),
    });
  });

  test("3D", () => {
    expect(defaults("three-d")).toMatchObject(CARD);
    expect(styleDefinition("three-d.layout")?.value).toMatchObject({
      options: expect.arrayContaining(["layout-005"]),
    });
  });

  test("link box", () => {
    expect(defaults("link-box")).toMatchObject({ ...CARD, "type-label.background.color": "#F9FAFD" });
    for (const key of TYPE_LABEL) expect(defaults("link-box")).toHaveProperty([key]);
    expect(styleDefinition("link-box.layout")?.value).toMatchObject({
      options: expect.arrayContaining(["layout-007"]),
    });
  });

  test("layout counts follow content §3.17", () => {
    const counts = {
      audio: 5,
      "link-box": 7,
      interaction: 5,
      reading: 8,
      "three-d": 5,
      video: LAYOUT_COUNTS.video,
    };
    for (const [prefix, count] of Object.entries(counts)) {
      expect(layoutOptions(prefix), prefix).toHaveLength(count);
    }
  });

  test("table", () => {
    expect(defaults("table")).toMatchObject({
      ...FONTS,
      color: "#212121FF",
      "text.indent": "0",
      "line-height": "1.6",
      "vertical.align": "middle",
      "font.size": "18",
      "border.color": "#616161FF",
      "header.background": "#D8D8D8",
    });
    expect(defaults("table")).toHaveProperty(["title.color"]);
    expect(defaults("table")).toHaveProperty(["caption.color"]);
  });

  test("link", () => {
    expect(defaults("link")).toEqual({ color: "#00838FFF" });
  });

  test("latex", () => {
    expect(defaults("latex")).toMatchObject({
      "background.type": "no-color",
      "border.width": "0",
      padding: "5",
      "margin.top": "16",
      "margin.bottom": "0",
      "border.radius": "0",
    });
  });

  test("document-level area", () => {
    // The document box is drawn like the cards, with its own background and colours.
    expect(defaults("document")).toMatchObject({
      ...CARD,
      "background.color": "#00838F29",
      "background.shading": "custom-shading-001",
      "background.image": "",
      "border.color": "#00838FFF",
      "title.color": "#00838FFF",
      "illustration.image": "",
    });
  });

  test("horizontal rule", () => {
    expect(defaults("hr")).toEqual({
      "color.type": "pure-color",
      color: "#ABABABFF",
      height: "1",
      "margin.top": "20",
      "margin.bottom": "0",
    });
  });

  test("gallery box", () => {
    expect(defaults("gallery")).toEqual({
      "background.type": "no-color",
      "background.color": "#00838FFF",
      "background.shading": "custom-shading-001",
      "background.image": "",
      ...FRAMED,
      "icon.display": "inline-block",
    });
  });
});

describe("the catalogue as a table", () => {
  test("keys are unique, every panel has items, every item has a Chinese label", () => {
    const keys = STYLE_CATALOGUE.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const panel of STYLE_PANELS)
      expect(
        STYLE_CATALOGUE.some((item) => item.panel === panel),
        panel,
      ).toBe(true);
    for (const item of STYLE_CATALOGUE) expect(styleItemLabel(item), item.key).toMatch(/[\u4e00-\u9fff]/);
  });

  test("item types follow the value: options, layouts, images and fonts", () => {
    expect(styleDefinition("paragraph.font.zh")).toMatchObject({ itemType: "FONT", selector: "global" });
    expect(styleDefinition("page.background.type")).toMatchObject({ itemType: "OPTION", selector: "root" });
    expect(styleDefinition("chapter.header.background")).toMatchObject({ itemType: "CSS" });
    expect(styleDefinition("chapter.header.height.phone")).toMatchObject({ device: "phone" });
  });

  test("every default passes its own setter rule", () => {
    for (const item of STYLE_CATALOGUE) {
      expect(setStyleValue(item.value, item.defaultValue), item.key).toEqual({ value: item.defaultValue });
    }
  });
});
