// The chosen panel's fields, drawn from the catalogue (form/field-rows.ts): a section per group, a
// row per setting, small and large screen values side by side, each field's refusal under it.
import { STYLE_SCREEN_TEXTS, STYLE_TEXTS, type StylePanel } from "@textbook/shared";
import { Empty } from "antd";
import { useId } from "react";
import { type FieldCell, type FieldRow, panelSections } from "../form/field-rows.ts";
import type { StyleForm } from "../form/use-style-form.ts";
import styles from "../settings.module.css";
import { FIELD_WIDGETS } from "./field-widgets.tsx";

interface Props {
  panel: StylePanel;
  form: StyleForm;
  bookOid: string;
  disabled: boolean;
}

function Cell({ cell, row, ...props }: Omit<Props, "panel"> & { cell: FieldCell; row: FieldRow }) {
  const id = useId();
  const { form, bookOid, disabled } = props;
  const key = cell.definition.key;
  const Widget = FIELD_WIDGETS[cell.widget];
  const device = cell.device ? STYLE_TEXTS.devices[cell.device] : null;
  const problem = form.state.problems.get(key);
  return (
    <div className={styles.cell}>
      {device && (
        <label htmlFor={id} className={styles.device}>
          {device}
        </label>
      )}
      <Widget
        id={id}
        definition={cell.definition}
        value={form.shown(key)}
        label={device ? `${row.label}（${device}）` : row.label}
        disabled={disabled}
        bookOid={bookOid}
        shownValue={form.shown}
        onChange={(raw, attachmentOid) => form.change(key, raw, attachmentOid)}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}

function Row(props: Omit<Props, "panel"> & { row: FieldRow }) {
  const { row } = props;
  return (
    <div className={styles.row}>
      <div className={styles.rowLabel}>{row.label}</div>
      <div className={row.cells.length > 1 ? styles.pair : styles.cells}>
        {row.cells.map((cell) => (
          <Cell key={cell.definition.key} {...props} cell={cell} />
        ))}
      </div>
    </div>
  );
}

export function PanelFields({ panel, ...props }: Props) {
  const sections = panelSections(panel, props.form.shown);
  if (sections.length === 0) return <Empty description={STYLE_SCREEN_TEXTS.noFields} />;
  return (
    <div className={styles.sections}>
      {sections.map((section) => (
        <section key={section.title} className={styles.section} aria-label={section.title}>
          <h4 className={styles.sectionTitle}>{section.title}</h4>
          {section.rows.map((row) => (
            <Row key={row.key} {...props} row={row} />
          ))}
        </section>
      ))}
    </div>
  );
}
