// A size, spacing or number (content §9 units: font sizes in px shown as rem, spacing in px,
// indents in em). A valid value is kept as it is typed, so the preview follows each key; one the
// setter refuses (out of the item's range) is reported when the field is left, never sent.
import { setStyleValue } from "@textbook/shared";
import { InputNumber } from "antd";
import { StepLabels } from "../../../app/step-labels.tsx";
import type { WidgetProps } from "./widget-props.ts";

const UNITS: Record<string, string> = { "font-size": "px", px: "px", em: "em" };

export function NumberInput({ id, definition, value, label, disabled, onChange }: WidgetProps) {
  const kind = definition.value;
  if (!("min" in kind)) return null;
  const keepIfValid = (raw: string) => {
    if (!("problem" in setStyleValue(kind, raw))) onChange(raw);
  };
  const report = (raw: string) => {
    if ("problem" in setStyleValue(kind, raw)) onChange(raw);
  };
  return (
    <StepLabels>
      <InputNumber<string>
        id={id}
        aria-label={label}
        size="small"
        stringMode
        value={value}
        disabled={disabled}
        step={"step" in kind && kind.step ? kind.step : 1}
        placeholder={`${kind.min}–${kind.max}`}
        suffix={UNITS[kind.kind]}
        style={{ width: 120 }}
        onChange={(next) => {
          if (next !== null) keepIfValid(next);
        }}
        onBlur={(event) => report(event.target.value)}
        onPressEnter={(event) => report((event.target as HTMLInputElement).value)}
      />
    </StepLabels>
  );
}
