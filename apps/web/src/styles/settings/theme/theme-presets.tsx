// Quick theme colours (content §9 theme colours) at the top of the page panel: a click saves the
// book's theme (POST theme, which also sets the component backgrounds that follow it) and the form
// takes the book's look as the server now has it.
import { CheckOutlined } from "@ant-design/icons";
import { type CustomStyles, formatMessage, STYLE_SCREEN_TEXTS, THEME_COLOURS } from "@textbook/shared";
import { setTheme } from "../../../api/styles.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import { useBusy } from "../../../app/use-busy.ts";
import styles from "../settings.module.css";

const T = STYLE_SCREEN_TEXTS.theme;

interface Props {
  bookOid: string;
  /** The theme colour the form holds now. */
  current: string;
  dirty: boolean;
  disabled: boolean;
  onApplied: (styles: CustomStyles) => void;
}

/** #00838FFF and #00838f are the same theme colour. */
function sameColour(a: string, b: string): boolean {
  const opaque = (colour: string) => colour.toUpperCase().replace(/^(#[0-9A-F]{6})FF$/, "$1");
  return opaque(a) === opaque(b);
}

export function ThemePresets({ bookOid, current, dirty, disabled, onApplied }: Props) {
  const applying = useBusy();
  const apply = (colour: string) =>
    applying.run(async () => {
      if (dirty && !(await dialog.confirm("change", { content: T.confirmDirty }))) return;
      onApplied(await setTheme(bookOid, colour));
      toast.success(T.applied);
    });
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
              disabled={disabled || applying.busy}
              onClick={() => void apply(colour)}
            >
              {chosen && <CheckOutlined />}
            </button>
          );
        })}
      </div>
      <p className={styles.hint}>{T.hint}</p>
    </section>
  );
}
