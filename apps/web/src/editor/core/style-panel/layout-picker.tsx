// The layout choice of a media card (content §3.8-§3.17): one small CSS drawing per layout. While the
// block follows the book's layout the picker shows the book's; picking another one makes the block
// use its own, in the same step.
import { formatMessage, MEDIA_PANEL_TEXTS } from "@textbook/shared";
import type { InputProps, PanelField } from "./panel-field.ts";
import styles from "./style-panel.module.css";

type LayoutField = Extract<PanelField, { kind: "layout" }>;

/**
 * How each layout's drawing arranges an icon, the title lines and a picture. Document layouts (content
 * §3.11): 001 icon and title in a row, 002 picture left, 003 picture right, 004 and 005 title then icon.
 */
const ARRANGEMENTS = [
  "row",
  "picture-left",
  "picture-right",
  "stacked",
  "stacked-centre",
  "picture-top",
  "picture-bottom",
  "lines-only",
] as const;

export function layoutNames(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `layout-${String(index + 1).padStart(3, "0")}`);
}

function layoutLabel(layout: string): string {
  return formatMessage(MEDIA_PANEL_TEXTS.layoutName, { n: Number(layout.slice(-3)) });
}

export function LayoutPicker({
  id,
  field,
  attributes,
  disabled,
  onChange,
}: InputProps & { field: LayoutField }) {
  const follow = field.follow && attributes[field.follow] !== undefined ? field.follow : null;
  const followsBook = follow !== null && attributes[follow] !== "N";
  const shown = followsBook ? field.bookLayout : (attributes[field.name] ?? field.bookLayout);
  return (
    <>
      <div id={id} role="radiogroup" aria-labelledby={`${id}-label`} className={styles.layouts}>
        {layoutNames(field.count).map((layout, index) => (
          <label key={layout} className={styles.layout} title={layoutLabel(layout)}>
            <input
              type="radio"
              name={id}
              className={styles.layoutRadio}
              checked={layout === shown}
              aria-label={layoutLabel(layout)}
              disabled={disabled}
              // A click, not a change: picking the book's own layout still makes it the block's.
              readOnly
              onClick={() => {
                if (layout === shown && !followsBook) return;
                onChange(follow ? { [field.name]: layout, [follow]: "N" } : { [field.name]: layout });
              }}
            />
            <span className={styles.thumb} data-arrangement={ARRANGEMENTS[index % ARRANGEMENTS.length]}>
              <span className={styles.thumbIcon} />
              <span className={styles.thumbLines} />
              <span className={styles.thumbPicture} />
            </span>
            <span className={styles.layoutNumber}>{index + 1}</span>
          </label>
        ))}
      </div>
      {followsBook && (
        <p className={styles.hint}>
          {formatMessage(MEDIA_PANEL_TEXTS.followingBookLayout, { layout: layoutLabel(field.bookLayout) })}
        </p>
      )}
    </>
  );
}
