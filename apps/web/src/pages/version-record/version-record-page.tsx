// The version records /f/version-record/list (shell §2): this product's release notes, newest
// first, the running release marked. The drawer's version opens this page.
import { RELEASE_NOTES, VERSION_RECORD_TEXTS } from "@textbook/shared";
import { Empty, Tag, Timeline } from "antd";
import { releaseOf } from "../../app/frame/frame-rules.ts";
import styles from "./version-record.module.css";

export function VersionRecordPage() {
  const running = releaseOf(__APP_VERSION__);
  if (RELEASE_NOTES.length === 0) return <Empty description={VERSION_RECORD_TEXTS.empty} />;
  return (
    <section className={styles.page} aria-label={VERSION_RECORD_TEXTS.title}>
      <Timeline
        items={RELEASE_NOTES.map((note) => ({
          key: note.title,
          color: note.title === running ? "#00838f" : "gray",
          content: (
            <article className={styles.note} aria-label={note.title}>
              <header className={styles.head}>
                <h2 className={styles.version}>{note.title}</h2>
                {note.title === running && <Tag color="cyan">{VERSION_RECORD_TEXTS.current}</Tag>}
                <time className={styles.date} dateTime={note.date}>
                  {note.date}
                </time>
              </header>
              <ul className={styles.records}>
                {note.recordLists.map((record) => (
                  <li key={record}>{record}</li>
                ))}
              </ul>
            </article>
          ),
        }))}
      />
    </section>
  );
}
