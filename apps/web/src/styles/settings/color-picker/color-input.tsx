// A colour: a swatch that opens a picker (saturation, hue and opacity, with the theme colours and
// the book's own below, color-swatches.tsx) beside the value as text. A picked colour is kept at
// once; a typed one when the field is left or on Enter, so half a colour is never checked. The
// setter refuses what is not hex, rgb(a) or hsl(a) (content §5).
//
// The picker is react-colorful's, not antd's ColorPicker: antd's button and tag styles import its
// colour modules (for isBright), and those import the picker itself, so using antd's (or
// rc-component's) picker anywhere put it in the chunk every page loads, the login page over its
// budget (+5.7 KB gzipped).
import { isBoxColor, STYLE_SCREEN_TEXTS } from "@textbook/shared";
import { Input, Popover } from "antd";
import { HexAlphaColorPicker } from "react-colorful";
import { useTypedText } from "../fields/use-typed-text.ts";
import type { WidgetProps } from "../fields/widget-props.ts";
import styles from "../settings.module.css";
import { ColorSwatches } from "./color-swatches.tsx";

/** The picker works in 8-digit hex; a colour written otherwise (rgb, hsl) opens it at black. */
function pickerHex(value: string): string {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim())?.[1];
  if (!hex) return "#000000ff";
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return `#${full.length === 6 ? `${full}ff` : full}`;
}

export function ColorInput({ id, value, label, disabled, bookOid, onChange }: WidgetProps) {
  const [text, setText] = useTypedText(value, (typed, stored) => typed.trim() === stored);
  const shown = isBoxColor(value) ? value : undefined;
  const pick = (color: string) => {
    setText(color);
    onChange(color);
  };
  const panel = (
    <div className={styles.pickerPanel}>
      {!disabled && (
        <HexAlphaColorPicker color={pickerHex(value)} onChange={(color) => pick(color.toUpperCase())} />
      )}
      <ColorSwatches bookOid={bookOid} current={value} disabled={disabled} onPick={pick} />
    </div>
  );
  return (
    <span className={styles.colorField}>
      <Popover trigger="click" placement="bottomLeft" content={panel} arrow={false}>
        <button
          type="button"
          className={styles.colorTrigger}
          aria-label={STYLE_SCREEN_TEXTS.color.pick}
          disabled={disabled}
        >
          <span className={styles.colorTriggerFill} style={{ background: shown ?? "transparent" }} />
        </button>
      </Popover>
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
