// One style-panel field: a number, a choice, a Y/N switch, a text or colour, a layout, a source
// choice, an uploaded image or a background. Choices are written on change, typed values on blur or
// Enter (so a half-typed value is not stored), and a value the field refuses is shown with its
// reason and never written.
import { EDITOR_BLOCK_TEXTS } from "@textbook/shared";
import { Input, InputNumber, Select, Switch } from "antd";
import { useId, useState } from "react";
import { StepLabels } from "../../../app/step-labels.tsx";
import { BackgroundField } from "./background-field.tsx";
import { colorValue, type FieldValue, numberValue } from "./field-value.ts";
import { ImageField } from "./image-field.tsx";
import { LayoutPicker } from "./layout-picker.tsx";
import type { FieldProps, InputProps } from "./panel-field.ts";
import styles from "./style-panel.module.css";

export function PanelFieldInput(props: FieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { field, onChange } = props;
  function commit(result: FieldValue, current: unknown) {
    if ("problem" in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    if (result.value !== (current ?? null)) onChange({ [field.name]: result.value });
  }
  return (
    <div className={field.kind === "switch" ? styles.switchField : styles.field}>
      <label htmlFor={id} id={`${id}-label`} className={styles.label}>
        {field.label}
      </label>
      {renderInput({ ...props, id, commit })}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}

function renderInput(props: InputProps) {
  const { id, field, attributes, disabled, onChange, commit } = props;
  const value = attributes[field.name];
  switch (field.kind) {
    case "switch":
      return (
        <Switch
          id={id}
          size="small"
          checked={value !== "N"}
          disabled={disabled}
          onChange={(checked) => onChange({ [field.name]: checked ? "Y" : "N" })}
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
          onChange={(next) => onChange({ [field.name]: next ?? null })}
        />
      );
    case "source": {
      const chosen = field.options.find((option) =>
        Object.entries(option.attributes).every(([name, wanted]) => attributes[name] === wanted),
      );
      return (
        <Select
          id={id}
          size="small"
          value={chosen?.value}
          disabled={disabled}
          options={field.options.map(({ value: optionValue, label }) => ({ value: optionValue, label }))}
          onChange={(next) => {
            const option = field.options.find((candidate) => candidate.value === next);
            if (option) onChange(option.attributes);
          }}
        />
      );
    }
    case "number": {
      const shown = typeof value === "number" ? value : typeof value === "string" ? Number(value) : undefined;
      return (
        <StepLabels>
          <InputNumber
            id={id}
            size="small"
            // Remounted per value, so a value written elsewhere (undo) shows at once.
            key={String(value)}
            defaultValue={Number.isFinite(shown) ? shown : undefined}
            step={field.step}
            placeholder={field.placeholder}
            disabled={disabled}
            onBlur={(event) => commit(numberValue(event.target.value, field), value)}
            onPressEnter={(event) =>
              commit(numberValue((event.target as HTMLInputElement).value, field), value)
            }
          />
        </StepLabels>
      );
    }
    case "text":
    case "color":
      return (
        <Input
          id={id}
          size="small"
          key={String(value)}
          defaultValue={typeof value === "string" ? value : ""}
          placeholder={field.placeholder}
          disabled={disabled}
          prefix={
            field.kind === "color" ? (
              <span
                className={styles.swatch}
                style={{ background: typeof value === "string" ? value : field.placeholder }}
              />
            ) : undefined
          }
          onBlur={(event) => commit(textValue(field.kind, event.target.value), value)}
          onPressEnter={(event) =>
            commit(textValue(field.kind, (event.target as HTMLInputElement).value), value)
          }
        />
      );
    case "layout":
      return <LayoutPicker {...props} field={field} />;
    case "image":
      return <ImageField {...props} field={field} />;
    case "background":
      return <BackgroundField {...props} />;
  }
}

function textValue(kind: "text" | "color", text: string): FieldValue {
  if (kind === "color") return colorValue(text);
  return { value: text.trim() === "" ? null : text.trim() };
}
