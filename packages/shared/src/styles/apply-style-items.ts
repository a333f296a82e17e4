// Turns what a client sends into the items a book stores, all or nothing: content §5 setter rules
// per value, unknown keys ignored and logged (content §8), and any refused value reported with its
// reason, so the caller can refuse the whole change and the book's look is never half-applied.
import { STYLE_CATALOGUE, styleDefinition } from "./style-catalogue.ts";
import { type StyleItem, type StyleItemInput, styleVariableName } from "./style-item.ts";
import { isImageAddress, setStyleValue } from "./style-values.ts";

export interface StyleProblem {
  itemKey: string;
  problem: string;
}

export interface StyleItemsResult {
  /** One item per known key, in catalogue order; the last value sent for a key wins. */
  items: StyleItem[];
  ignored: string[];
  refused: StyleProblem[];
}

export function applyStyleItems(
  inputs: readonly StyleItemInput[],
  log: (message: string) => void = () => {},
): StyleItemsResult {
  const accepted = new Map<string, StyleItem>();
  const refused = new Map<string, string>();
  const ignored: string[] = [];
  for (const input of inputs) {
    const definition = styleDefinition(input.itemKey);
    if (!definition) {
      ignored.push(input.itemKey);
      log(`style item key unknown, ignored: ${input.itemKey}`);
      continue;
    }
    const result = setStyleValue(definition.value, input.itemValue);
    if ("problem" in result) {
      refused.set(input.itemKey, result.problem);
      accepted.delete(input.itemKey);
      continue;
    }
    refused.delete(input.itemKey);
    accepted.set(input.itemKey, {
      selector: definition.selector,
      // The uploaded image an image or background value shows, so its short-lived link can be
      // signed again whenever the look is read.
      attachmentOid: isImageAddress(result.value) ? (input.attachmentOid ?? "") : "",
      itemType: definition.itemType,
      itemKey: definition.key,
      itemValue: result.value,
      styleVariableName: styleVariableName(definition.key),
      previewName: definition.key,
    });
  }
  const items = STYLE_CATALOGUE.flatMap((definition) => accepted.get(definition.key) ?? []);
  return {
    items,
    ignored,
    refused: [...refused].map(([itemKey, problem]) => ({ itemKey, problem })),
  };
}
