// A content file's own page background (shell §7 background style per file) as the book's page
// background items it replaces, so the one stylesheet of BookStyleRoot draws it.
import type { BackgroundStyle, StoredStyleItem } from "@textbook/shared";

export function fileBackgroundItems(style: BackgroundStyle | null | undefined): StoredStyleItem[] {
  if (!style) return [];
  const items: StoredStyleItem[] = [{ itemKey: "page.background.type", itemValue: style.backgroundType }];
  const parts = [
    ["page.background.color", style.backgroundColor],
    ["page.background.shading", style.backgroundShading],
    ["page.background.image", style.backgroundImage],
  ] as const;
  for (const [itemKey, itemValue] of parts) if (itemValue !== undefined) items.push({ itemKey, itemValue });
  return items;
}
