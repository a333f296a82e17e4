// What a live preview does with a message from the style settings screen (content §4): an
// UPDATE_CUSTOM_STYLE changes one item after the content §5 setter rule, a REPLACE_CUSTOM_STYLES
// puts a whole look in place. A key the catalogue lacks or a refused value changes nothing and is
// only logged (content §8: no user-facing error).
import {
  applyStyleItems,
  type StoredStyleItem,
  type StylePreviewMessage,
  setStyleValue,
  styleDefinition,
  stylePreviewMessageSchema,
} from "@textbook/shared";

export type StyleLog = (message: string) => void;

const warn: StyleLog = (message) => console.warn(message);

/** The message, if `data` is one the preview understands. */
export function readPreviewMessage(data: unknown): StylePreviewMessage | null {
  const parsed = stylePreviewMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The items after the message, or `items` itself when the message changes nothing. */
export function applyPreviewMessage(
  items: readonly StoredStyleItem[],
  message: StylePreviewMessage,
  log: StyleLog = warn,
): readonly StoredStyleItem[] {
  if (message.type === "REPLACE_CUSTOM_STYLES") {
    const result = applyStyleItems(
      message.items.map(({ key, value }) => ({ itemKey: key, itemValue: value })),
      log,
    );
    for (const { itemKey, problem } of result.refused)
      log(`style item refused, ignored: ${itemKey} (${problem})`);
    return result.items;
  }
  const definition = styleDefinition(message.key);
  if (!definition) {
    log(`style item key unknown, ignored: ${message.key}`);
    return items;
  }
  const result = setStyleValue(definition.value, message.value);
  if ("problem" in result) {
    log(`style item refused, ignored: ${message.key} (${result.problem})`);
    return items;
  }
  const changed = { itemKey: definition.key, itemValue: result.value };
  const at = items.findIndex((item) => item.itemKey === definition.key);
  return at < 0 ? [...items, changed] : items.map((item, index) => (index === at ? changed : item));
}

/** `base` with each of `changes` in place of the item of its key. */
export function withChanges(
  base: readonly StoredStyleItem[],
  changes: readonly StoredStyleItem[],
): readonly StoredStyleItem[] {
  if (changes.length === 0) return base;
  const changed = new Map(changes.map((item) => [item.itemKey, item]));
  const kept = base.filter((item) => !changed.has(item.itemKey));
  return [...kept, ...changed.values()];
}
