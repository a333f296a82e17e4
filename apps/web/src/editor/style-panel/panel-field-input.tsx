// One style-panel field: a number, a choice, a Y/N switch or a text, written on change (numbers and
// texts on blur or Enter, so a half-typed value is not stored).
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { Input, InputNumber, Select, Switch } from "antd";
import { useId } from "react";
import type { PanelField } from "./panel-fields.ts";
import styles from "./style-panel.module.css";

interface Props {
  field: PanelField;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

export function PanelFieldInput({ field, value, disabled, onChange }: Props) {
  const id = useId();
  return (
    <div className={field.kind === "switch" ? styles.switchField : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      {renderInput(id, field, value, disabled, onChange)}
    </div>
  );
}

function renderInput(
  id: string,
  field: PanelField,
  value: unknown,
  disabled: boolean,
  onChange: (value: unknown) => void,
) {
  switch (field.kind) {
    case "switch":
      return (
        <Switch
          id={id}
          size="small"
          checked={value !== "N"}
          disabled={disabled}
          onChange={(checked) => onChange(checked ? "Y" : "N")}
        />
      );
    case "select":
      return (
        <Select
          id={id}
          size="small"
          value={value ?? undefined}
          disabled={disabled}
          allowClear={field.nullable}
          placeholder={EDITOR_BLOCK_TEXTS.panel.followBook}
          options={field.options}
          onChange={(next) => onChange(next ?? null)}
        />
      );
    case "number":
      return (
        <InputNumber
          id={id}
          size="small"
          // Remounted per value, so a value written elsewhere (undo) shows at once.
          key={String(value)}
          defaultValue={typeof value === "number" ? value : undefined}
          min={field.min}
          step={field.step}
          placeholder={field.placeholder}
          disabled={disabled}
          onBlur={(event) => commitNumber(event.target.value, value, onChange)}
          onPressEnter={(event) => commitNumber((event.target as HTMLInputElement).value, value, onChange)}
        />
      );
    case "text":
      return (
        <Input
          id={id}
          size="small"
          key={String(value)}
          defaultValue={typeof value === "string" ? value : ""}
          placeholder={field.placeholder}
          disabled={disabled}
          onBlur={(event) => commitText(event.target.value, value, onChange)}
          onPressEnter={(event) => commitText((event.target as HTMLInputElement).value, value, onChange)}
        />
      );
  }
}

function commitNumber(text: string, current: unknown, onChange: (value: unknown) => void) {
  const next = text.trim() === "" ? null : Number(text);
  if (next !== null && !Number.isFinite(next)) return;
  if (next !== current) onChange(next);
}

function commitText(text: string, current: unknown, onChange: (value: unknown) => void) {
  const next = text.trim() === "" ? null : text.trim();
  if (next !== (current ?? null)) onChange(next);
}
