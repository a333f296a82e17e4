// A Chinese or Western font: the common ones to pick, or any name typed (content §5: a Chinese
// 'serif' becomes 'sans-serif', a Western 'serif' or 'sans-serif' becomes Arial, by the setter).
import { MEDIA_PANEL_TEXTS } from "@textbook/shared";
import { AutoComplete } from "antd";
import { useTypedText } from "./use-typed-text.ts";
import type { WidgetProps } from "./widget-props.ts";

const FONTS = {
  zh: MEDIA_PANEL_TEXTS.options.zhFonts,
  en: MEDIA_PANEL_TEXTS.options.enFonts,
} as const;

export function FontInput({ id, definition, value, label, disabled, onChange }: WidgetProps) {
  const [text, setText] = useTypedText(value, (typed, stored) => typed.trim() === stored);
  const script = definition.value.kind === "font" ? definition.value.script : "zh";
  const options = Object.entries(FONTS[script]).map(([family, name]) => ({
    value: family,
    label: family === name ? family : `${name}（${family}）`,
  }));
  return (
    <AutoComplete
      id={id}
      aria-label={label}
      size="small"
      value={text}
      disabled={disabled}
      options={options}
      style={{ width: 200 }}
      onChange={setText}
      onSelect={(family: string) => onChange(family)}
      onBlur={() => {
        if (text.trim() !== value) onChange(text);
      }}
      onInputKeyDown={(event) => {
        if (event.key === "Enter") onChange(text);
      }}
    />
  );
}
