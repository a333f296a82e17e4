// The settings screen's form in React: each accepted change is told to the live preview at once
// as UPDATE_CUSTOM_STYLE (content §4), a whole new look as REPLACE_CUSTOM_STYLES; a refused one
// only records its reason.
import { REPLACE_CUSTOM_STYLES, type StylePreviewMessage, UPDATE_CUSTOM_STYLE } from "@textbook/shared";
import { useCallback, useMemo, useRef, useState } from "react";
import { clearedBy } from "./field-rows.ts";
import {
  changeField,
  formFromItems,
  isDirty,
  previewItems,
  replaceValues,
  type StyleFormState,
  shownValue,
} from "./style-form.ts";

type Items = Parameters<typeof formFromItems>[0];

export interface StyleForm {
  state: StyleFormState;
  dirty: boolean;
  shown: (itemKey: string) => string;
  /** Checks and keeps a value; answers whether it was kept. */
  change: (itemKey: string, raw: string, attachmentOid?: string) => boolean;
  /** The book's saved look, as loaded: nothing is left unsaved. */
  load: (items: Items) => void;
  /** Another look in place of the edited one (a style library): unsaved until 保存. */
  replace: (items: Items) => void;
  /** Tells the preview the whole edited look (when it starts listening). */
  sendAll: () => void;
}

export function useStyleForm(post: (message: StylePreviewMessage) => void): StyleForm {
  const [state, setState] = useState<StyleFormState>(() => formFromItems([]));
  const current = useRef(state);
  const keep = useCallback((next: StyleFormState) => {
    current.current = next;
    setState(next);
  }, []);

  const sendAll = useCallback(
    () => post({ type: REPLACE_CUSTOM_STYLES, items: previewItems(current.current.values) }),
    [post],
  );

  const change = useCallback(
    (itemKey: string, raw: string, attachmentOid = "") => {
      let { state: next, result } = changeField(current.current, itemKey, raw, attachmentOid);
      if ("problem" in result) {
        keep(next);
        return false;
      }
      post({ type: UPDATE_CUSTOM_STYLE, key: itemKey, value: result.value });
      for (const cleared of clearedBy(itemKey, result.value)) {
        next = changeField(next, cleared, "").state;
        post({ type: UPDATE_CUSTOM_STYLE, key: cleared, value: "" });
      }
      keep(next);
      return true;
    },
    [keep, post],
  );

  const load = useCallback(
    (items: Items) => {
      keep(formFromItems(items));
      sendAll();
    },
    [keep, sendAll],
  );

  const replace = useCallback(
    (items: Items) => {
      keep(replaceValues(current.current, items));
      sendAll();
    },
    [keep, sendAll],
  );

  return useMemo(
    () => ({
      state,
      dirty: isDirty(state),
      shown: (itemKey: string) => shownValue(state.values, itemKey),
      change,
      load,
      replace,
      sendAll,
    }),
    [state, change, load, replace, sendAll],
  );
}
