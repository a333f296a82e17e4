// Quick theme colours (content §9 theme colours) at the top of the page panel. A pick is an edit
// like any other: it writes the theme colour and the two component backgrounds that follow from it
// (themeColors) into the form, the preview shows it at once, and 保存 stores it with the rest. It
// once saved by itself at once (POST theme), the one field on the page that did not wait for 保存.
import { CheckOutlined } from "@ant-design/icons";
import {
  formatMessage,
  STYLE_SCREEN_TEXTS,
  THEME_COLOURS,
  THEME_ITEM_KEYS,
  themeColors,
} from "@textbook/shared";
import { colorLabel } from "../../option-label.ts";
import type { StyleForm } from "../form/use-style-form.ts";
import styles from "../settings.module.css";

const T = STYLE_SCREEN_TEXTS.theme;

/** #00838FFF and #00838f are the same theme colour. */
function sameColour(a: string, b: string): boolean {
  return colorLabel(a).toUpperCase() === colorLabel(b).toUpperCase();
}

/** Writes the theme and its component backgrounds into the form. */
export function pickTheme(form: Pick<StyleForm, "change">, colour: string): void {
  const colours = themeColors(colour);
  if (!colours) return;
  form.change(THEME_ITEM_KEYS.theme, colours.theme);
  form.change(THEME_ITEM_KEYS.light, colours.light);
  form.change(THEME_ITEM_KEYS.dark, colours.dark);
}

export function ThemePresets({ form, disabled }: { form: StyleForm; disabled: boolean }) {
  const current = form.shown(THEME_ITEM_KEYS.theme);
  return (
    <section className={styles.themes} aria-label={T.title}>
      <h4 className={styles.sectionTitle}>{T.title}</h4>
      <div className={styles.themeRow}>
        {Object.entries(THEME_COLOURS).map(([name, colour]) => {
          const label = STYLE_SCREEN_TEXTS.themeColorNames[name as keyof typeof THEME_COLOURS];
          const chosen = sameColour(colour, current);
          return (
            <button
              key={name}
              type="button"
              className={styles.themeSwatch}
              style={{ background: colour }}
              aria-label={formatMessage(T.apply, { name: label })}
              aria-pressed={chosen}
              title={`${label} ${colour}`}
              disabled={disabled}
              onClick={() => pickTheme(form, colour)}
            >
              {chosen && <CheckOutlined aria-hidden />}
            </button>
          );
        })}
      </div>
      <p className={styles.hint}>{T.hint}</p>
    </section>
  );
}
