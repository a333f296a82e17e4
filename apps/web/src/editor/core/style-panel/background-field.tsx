// A card's background (content §4): the book's, or of type no-color, pure-color, shading or image,
// all kept in the one background attribute (field-value.ts reads the type back from the value). A
// type that needs a value (a colour, a shading, an address) waits for a valid one before writing.
import { EDITOR_BLOCK_TEXTS, MEDIA_PANEL_TEXTS, STYLE_DEFAULTS } from "@textbook/shared";
import { Input, Select } from "antd";
import { useState } from "react";
import { BACKGROUND_TYPES, type BackgroundType, backgroundType, backgroundValue } from "./field-value.ts";
import type { InputProps } from "./panel-field.ts";
import styles from "./style-panel.module.css";

const T = MEDIA_PANEL_TEXTS;
const PLACEHOLDERS: Record<BackgroundType, string> = {
  "no-color": "",
  "pure-color": STYLE_DEFAULTS.documentBox.backgroundColor,
  shading: STYLE_DEFAULTS.documentBox.shading,
  image: "https://",
};
const VALUE_LABELS: Record<BackgroundType, string> = {
  "no-color": "",
  "pure-color": T.fields.backgroundColor,
  shading: T.fields.shading,
  image: T.fields.backgroundImage,
};

export function BackgroundField({ id, field, attributes, disabled, onChange, commit }: InputProps) {
  const value = attributes[field.name];
  const stored = backgroundType(value);
  // A type picked but not yet given its value; dropped once the stored value changes.
  const [picked, setPicked] = useState<{ type: BackgroundType; over: unknown } | null>(null);
  const type = picked && picked.over === value ? picked.type : stored;

  function pickType(next: BackgroundType | null) {
    if (next === null) {
      setPicked(null);
      onChange({ [field.name]: null });
    } else if (next === "no-color") {
      setPicked(null);
      commit(backgroundValue(next, ""), value);
    } else {
      setPicked({ type: next, over: value });
    }
  }

  // Going back to the book's background is the type's clear button; an emptied value writes nothing.
  function commitText(type: BackgroundType, text: string) {
    if (text.trim() !== "") commit(backgroundValue(type, text), value);
  }

  return (
    <>
      <Select
        id={id}
        size="small"
        value={type ?? undefined}
        disabled={disabled}
        allowClear
        placeholder={EDITOR_BLOCK_TEXTS.panel.followBook}
        options={BACKGROUND_TYPES.map((option) => ({
          value: option,
          label: T.options.backgroundTypes[option],
        }))}
        onChange={(next: BackgroundType | undefined) => pickType(next ?? null)}
      />
      {type && type !== "no-color" && (
        <Input
          size="small"
          key={`${type}:${String(value)}`}
          aria-label={VALUE_LABELS[type]}
          className={styles.backgroundValue}
          defaultValue={stored === type && typeof value === "string" ? value : ""}
          placeholder={PLACEHOLDERS[type]}
          disabled={disabled}
          onBlur={(event) => commitText(type, event.target.value)}
          onPressEnter={(event) => commitText(type, (event.target as HTMLInputElement).value)}
        />
      )}
    </>
  );
}
