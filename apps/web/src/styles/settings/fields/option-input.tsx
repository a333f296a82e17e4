// A choice among the item's options (content §9: background and border types, alignments, icon
// and poster states...): a few short ones as buttons, more as a drop-down list, background
// patterns as swatches drawn in the theme colour.
import { shadingImage } from "@textbook/shared";
import { Radio, Select } from "antd";
import { optionLabel } from "../../option-label.ts";
import styles from "../settings.module.css";
import type { WidgetProps } from "./widget-props.ts";

function optionsOf(props: WidgetProps): readonly string[] {
  const kind = props.definition.value;
  return kind.kind === "option" ? kind.options : [];
}

export function RadioInput(props: WidgetProps) {
  const { id, value, label, disabled, onChange } = props;
  return (
    <Radio.Group
      id={id}
      aria-label={label}
      size="small"
      optionType="button"
      value={value}
      disabled={disabled}
      options={optionsOf(props).map((option) => ({ value: option, label: optionLabel(option) }))}
      onChange={(event) => onChange(String(event.target.value))}
    />
  );
}

export function SelectInput(props: WidgetProps) {
  const { id, value, label, disabled, onChange } = props;
  return (
    <Select
      id={id}
      aria-label={label}
      size="small"
      value={value}
      disabled={disabled}
      style={{ minWidth: 160 }}
      options={optionsOf(props).map((option) => ({ value: option, label: optionLabel(option) }))}
      onChange={(next: string) => onChange(next)}
    />
  );
}

/** The patterns of content §9 shading, each drawn as the preview draws it. */
export function ShadingInput(props: WidgetProps) {
  const { id, value, label, disabled, onChange, shownValue } = props;
  const themeColor = shownValue("page.theme.color");
  return (
    <Radio.Group
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      className={styles.swatchGroup}
      onChange={(event) => onChange(String(event.target.value))}
    >
      {optionsOf(props).map((option) => (
        <Radio key={option} value={option} className={styles.shadingOption}>
          <span
            className={styles.shadingSwatch}
            style={{ backgroundImage: shadingImage(option, themeColor) }}
          />
          <span>{optionLabel(option)}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
