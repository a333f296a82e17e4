// Shell §2 /mirror-preview > preview-home: the seven mirror pages of a book (and of the file named,
// when one is), each a card that opens it.
import { MIRROR_PREVIEW_TEXTS } from "@textbook/shared";
import { Link, useParams } from "react-router";
import { MIRROR_PAGES, mirrorPath } from "./mirror-kinds.ts";
import styles from "./mirror-preview.module.css";

export function MirrorHomePage() {
  const { bookOid = "", chapterOid, sectionOid, fileOid } = useParams();
  const target =
    chapterOid && sectionOid && fileOid ? { bookOid, chapterOid, sectionOid, fileOid } : { bookOid };
  return (
    <main className={styles.home}>
      <h1 className={styles.heading}>{MIRROR_PREVIEW_TEXTS.home}</h1>
      <p className={styles.hint}>{MIRROR_PREVIEW_TEXTS.homeHint}</p>
      <ul className={styles.kinds}>
        {MIRROR_PAGES.map((page) => (
          <li key={page.kind}>
            <Link className={styles.kind} to={mirrorPath(page.route, target)}>
              <strong>{MIRROR_PREVIEW_TEXTS.kinds[page.kind]}</strong>
              <span>{MIRROR_PREVIEW_TEXTS.kindHints[page.kind]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
