// The settings screen's form as data: the book's saved values, the values being edited, and the
// values a field refused with their reasons. Every change goes through the content §5 setter rules
// (setStyleValue); a refused one is kept out of the values, so it is never sent nor previewed.
import {
  type SetterResult,
  type StyleItemInput,
  setStyleValue,
  styleDefault,
  styleDefinition,
} from "@textbook/shared";

export interface FieldValue {
  value: string;
  /** The uploaded image an IMAGE item shows; empty for every other item. */
  attachmentOid: string;
}

export type Values = ReadonlyMap<string, FieldValue>;

export interface StyleFormState {
  saved: Values;
  values: Values;
  /** Item key → why the last value typed into it was refused. */
  problems: ReadonlyMap<string, string>;
}

type StoredLike = { itemKey: string; itemValue: string; attachmentOid?: string };

export function valuesOf(items: readonly StoredLike[]): Values {
  return new Map(
    items.map((item) => [item.itemKey, { value: item.itemValue, attachmentOid: item.attachmentOid ?? "" }]),
  );
}

export function formFromItems(items: readonly StoredLike[]): StyleFormState {
  const values = valuesOf(items);
  return { saved: values, values, problems: new Map() };
}

/** The value a field shows: the edited one, else the content §9 default. */
export function shownValue(values: Values, itemKey: string): string {
  return values.get(itemKey)?.value ?? styleDefault(itemKey) ?? "";
}

/**
 * Applies one change: the value the setter keeps, or the reason it refuses it. An unknown key is
 * refused too, though the fields only offer catalogue keys.
 */
export function changeField(
  state: StyleFormState,
  itemKey: string,
  raw: string,
  attachmentOid = "",
): { state: StyleFormState; result: SetterResult } {
  const definition = styleDefinition(itemKey);
  const result: SetterResult = definition ? setStyleValue(definition.value, raw) : { problem: itemKey };
  const problems = new Map(state.problems);
  if ("problem" in result) {
    problems.set(itemKey, result.problem);
    return { state: { ...state, problems }, result };
  }
  problems.delete(itemKey);
  const values = new Map(state.values);
  values.set(itemKey, { value: result.value, attachmentOid: result.value === "" ? "" : attachmentOid });
  return { state: { ...state, values, problems }, result };
}

/** Forgets a refusal (the field went back to its stored value). */
export function dropProblem(state: StyleFormState, itemKey: string): StyleFormState {
  if (!state.problems.has(itemKey)) return state;
  const problems = new Map(state.problems);
  problems.delete(itemKey);
  return { ...state, problems };
}

/** A whole look in place of the edited one (a style library applied); saved stays as it was. */
export function replaceValues(state: StyleFormState, items: readonly StoredLike[]): StyleFormState {
  return { ...state, values: valuesOf(items), problems: new Map() };
}

function changedKeys(state: StyleFormState): string[] {
  const keys = new Set([...state.saved.keys(), ...state.values.keys()]);
  return [...keys].filter((key) => shownValue(state.saved, key) !== shownValue(state.values, key));
}

export function isDirty(state: StyleFormState): boolean {
  return changedKeys(state).length > 0;
}

/**
 * What 保存 sends: every key the book set or the form touched, with the form's value (a key the
 * form left at its default is sent as the default, so a look that was set goes back to it).
 */
export function itemsToSave(state: StyleFormState): StyleItemInput[] {
  const keys = new Set([...state.saved.keys(), ...state.values.keys()]);
  return [...keys]
    .filter((key) => styleDefinition(key))
    .map((key) => {
      const field = state.values.get(key);
      const item: StyleItemInput = { itemKey: key, itemValue: shownValue(state.values, key) };
      if (field?.attachmentOid) item.attachmentOid = field.attachmentOid;
      return item;
    });
}

/** The edited look as the preview's REPLACE_CUSTOM_STYLES items. */
export function previewItems(values: Values): { key: string; value: string }[] {
  return [...values].map(([key, field]) => ({ key, value: field.value }));
}
