import { formatMessage, STYLE_SCREEN_TEXTS, STYLE_TEXTS } from "@textbook/shared";

/** An option's Chinese name: layout-003 → 版式 3, custom-shading-002 → 底纹 2, others by their word. */
export function optionLabel(option: string): string {
  const numbered = /^(layout|custom-shading)-(\d{3})$/.exec(option);
  if (numbered) {
    const template = numbered[1] === "layout" ? STYLE_SCREEN_TEXTS.layout : STYLE_SCREEN_TEXTS.shading;
    return formatMessage(template, { n: Number(numbered[2]) });
  }
  return (
    (STYLE_TEXTS.options as Record<string, string>)[option] ?? STYLE_SCREEN_TEXTS.options[option] ?? option
  );
}

/** A colour as people write it: the style store's opaque #RRGGBBFF without its FF. */
export function colorLabel(color: string): string {
  return /^#[0-9a-fA-F]{6}[fF]{2}$/.test(color) ? color.slice(0, 7).toUpperCase() : color;
}
