// Under the picker: the spec's theme colours (content §9) and the book's own colours, each a click
// away, with 添加到我的颜色 for the colour the field holds.
import { CloseOutlined, PlusOutlined } from "@ant-design/icons";
import { formatMessage, STYLE_SCREEN_TEXTS, THEME_COLOURS } from "@textbook/shared";
import { Button } from "antd";
import styles from "../settings.module.css";
import { useCustomColors } from "./use-custom-colors.ts";

const T = STYLE_SCREEN_TEXTS.color;

interface Props {
  bookOid: string;
  /** The colour the field holds now, offered to 添加到我的颜色. */
  current: string;
  disabled: boolean;
  onPick: (color: string) => void;
}

function Swatch(props: { color: string; name: string; disabled: boolean; onPick: (color: string) => void }) {
  return (
    <button
      type="button"
      className={styles.swatch}
      style={{ background: props.color }}
      title={`${props.name} ${props.color}`}
      aria-label={`${props.name} ${props.color}`}
      disabled={props.disabled}
      onClick={() => props.onPick(props.color)}
    />
  );
}

export function ColorSwatches({ bookOid, current, disabled, onPick }: Props) {
  const mine = useCustomColors(bookOid);
  return (
    <div className={styles.swatches}>
      <div className={styles.swatchTitle}>{T.theme}</div>
      <div className={styles.swatchRow}>
        {Object.entries(THEME_COLOURS).map(([name, color]) => (
          <Swatch
            key={name}
            color={color}
            name={STYLE_SCREEN_TEXTS.themeColorNames[name as keyof typeof THEME_COLOURS]}
            disabled={disabled}
            onPick={onPick}
          />
        ))}
      </div>
      <div className={styles.swatchTitle}>{T.mine}</div>
      <div className={styles.swatchRow}>
        {mine.items.length === 0 && <span className={styles.muted}>{T.noMine}</span>}
        {mine.items.map((item) => (
          <span key={item.oid} className={styles.mySwatch}>
            <Swatch color={item.color} name={T.mine} disabled={disabled} onPick={onPick} />
            <button
              type="button"
              className={styles.swatchRemove}
              aria-label={formatMessage(T.removeMine, { color: item.color })}
              disabled={disabled}
              onClick={() => mine.remove.mutate(item.oid)}
            >
              <CloseOutlined aria-hidden />
            </button>
          </span>
        ))}
      </div>
      <Button
        size="small"
        type="link"
        icon={<PlusOutlined aria-hidden />}
        disabled={disabled || mine.items.some((item) => item.color === current)}
        loading={mine.add.isPending}
        onClick={() => mine.add.mutate(current)}
      >
        {T.addMine}
      </Button>
    </div>
  );
}
