// A card's layout for the whole book (content §3.17: layout-001 … the block's count).
import { Radio } from "antd";
import { optionLabel } from "../../option-label.ts";
import type { WidgetProps } from "./widget-props.ts";

export function LayoutInput({ id, definition, value, label, disabled, onChange }: WidgetProps) {
  const layouts = definition.value.kind === "option" ? definition.value.options : [];
  return (
    <Radio.Group
      id={id}
      aria-label={label}
      size="small"
      value={value}
      disabled={disabled}
      optionType="button"
      options={layouts.map((layout) => ({ value: layout, label: optionLabel(layout) }))}
      onChange={(event) => onChange(String(event.target.value))}
    />
  );
}
