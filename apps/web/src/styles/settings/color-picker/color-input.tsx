// A colour: a picker (with the theme colours and the book's own, color-swatches.tsx) beside the
// value as text. A picked colour is kept at once; a typed one when the field is left or on Enter,
// so half a colour is never checked. The setter refuses what is not hex, rgb(a) or hsl(a) (content §5).
import { isBoxColor, STYLE_SCREEN_TEXTS } from "@textbook/shared";
import { ColorPicker, Input } from "antd";
import { useTypedText } from "../fields/use-typed-text.ts";
import type { WidgetProps } from "../fields/widget-props.ts";
import styles from "../settings.module.css";
import { ColorSwatches } from "./color-swatches.tsx";

export function ColorInput({ id, value, label, disabled, bookOid, onChange }: WidgetProps) {
  const [text, setText] = useTypedText(value, (typed, stored) => typed.trim() === stored);
  const pick = (color: string) => {
    setText(color);
    onChange(color);
  };
  return (
    <span className={styles.colorField}>
      <ColorPicker
        size="small"
        value={isBoxColor(value) ? value : undefined}
        disabled={disabled}
        aria-label={STYLE_SCREEN_TEXTS.color.pick}
        onChangeComplete={(color) => pick(color.toHexString().toUpperCase())}
        panelRender={(panel) => (
          <div className={styles.pickerPanel}>
            {panel}
            <ColorSwatches bookOid={bookOid} current={value} disabled={disabled} onPick={pick} />
          </div>
        )}
      />
      <Input
        id={id}
        aria-label={label}
        size="small"
        value={text}
        disabled={disabled}
        className={styles.colorText}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          if (text.trim() !== value) onChange(text);
        }}
        onPressEnter={() => onChange(text)}
      />
    </span>
  );
}
