// Shell §2 /three-d-help: how a reader views a 3D model (the viewer of content §3.10: turn, zoom,
// automatic turn, reset, close), which files show, and what the browser needs.
import { MIRROR_PREVIEW_TEXTS } from "@textbook/shared";
import styles from "./mirror-preview.module.css";

const T = MIRROR_PREVIEW_TEXTS.threeDHelp;

export function ThreeDHelpPage() {
  return (
    <main className={styles.help}>
      <h1 className={styles.heading}>{T.title}</h1>
      <p>{T.intro}</p>
      <ol className={styles.steps}>
        {T.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{T.formats}</p>
      <p>{T.webgl}</p>
    </main>
  );
}
