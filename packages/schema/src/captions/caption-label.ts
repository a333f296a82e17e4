import type { CaptionType, NoteTitleStyle } from "../nodes/caption.ts";

/** The caption attributes its shown label depends on. */
export interface CaptionLabelFields {
  type: CaptionType;
  label: string | null;
  index: number | null;
  chapterIndex: number | null;
  sectionIndex: number | null;
  noteTitleStyle: NoteTitleStyle;
  noteTitleImageTag: string;
  noteTitleTableTag: string;
}

/**
 * What a caption shows before its title, e.g. 图1-2 (content §3.7): the label, which defaults to the
 * figure or table word, then chapter-index, or chapter-section-index in SECTION style. A caption
 * not numbered yet shows its label alone.
 */
export function captionLabel(caption: CaptionLabelFields): string {
  const label =
    caption.label ?? (caption.type === "TABLE" ? caption.noteTitleTableTag : caption.noteTitleImageTag);
  if (caption.index === null) return label;
  const parts = [
    caption.chapterIndex,
    caption.noteTitleStyle === "SECTION" ? caption.sectionIndex : null,
    caption.index,
  ].filter((part): part is number => part !== null);
  return `${label}${parts.join("-")}`;
}
