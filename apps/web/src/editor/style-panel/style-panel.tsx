// The right-hand style panel (content §2): one panel per block type (paragraph, list, heading,
// chapter header, section header...), chosen by the block holding the selection. This first version
// shows the panel's frame; the block panels fill it in.

import { EDITOR_TEXTS as T } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import styles from "./style-panel.module.css";

export function StylePanel(_props: { editor: Editor }) {
  return (
    <section className={styles.panel} aria-label={T.stylePanel}>
      <h2 className={styles.title}>{T.stylePanel}</h2>
      <p className={styles.hint}>{T.stylePanelHint}</p>
    </section>
  );
}
