export type PopupContent = { type: string; title?: string | null; desc?: string | null };

const filled = (value: string | null | undefined) => typeof value === "string" && value.trim() !== "";

/**
 * Content §5: a popup needs its description, and a text popup also its title; otherwise it shows
 * the add-popup placeholder.
 */
export function isPopupComplete(popup: PopupContent): boolean {
  return filled(popup.desc) && (popup.type !== "TEXT" || filled(popup.title));
}
