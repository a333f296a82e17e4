// The book's chapters > sections > content files beside the editor, the open file highlighted; a
// file opens in the editor route (or, in the preview, the preview route). Read through the chapter tree call the book detail page uses.
import { FileTextOutlined, LockOutlined } from "@ant-design/icons";
import { type ChapterNode, type FilePath, EDITOR_TEXTS as T } from "@textbook/shared";
import { Link } from "react-router";
import styles from "../editor.module.css";
import { editorPath } from "../editor-path.ts";

export function BookTreeNav(props: {
  bookOid: string;
  chapters: ChapterNode[];
  currentFileOid: string | null;
  /** Where a file's link goes; the editor by default. */
  pathFor?: (path: FilePath) => string;
}) {
  const { bookOid, chapters, currentFileOid, pathFor = editorPath } = props;
  return (
    <nav aria-label={T.bookTree}>
      <ol className={styles.tree}>
        {chapters.map((chapter) => (
          <li key={chapter.oid}>
            <div className={styles.treeChapter}>
              <span>{chapter.name}</span>
              {chapter.committed && (
                <span className={styles.treeBadge} title={T.committed}>
                  <LockOutlined aria-hidden /> {T.committed}
                </span>
              )}
            </div>
            <ol className={styles.treeSections}>
              {chapter.sections.map((section) => (
                <li key={section.oid}>
                  <div className={styles.treeSection}>{section.name}</div>
                  <ol className={styles.treeFiles}>
                    {section.files
                      .filter((file) => file.type === "CONTENT")
                      .map((file) => (
                        <li key={file.oid}>
                          <Link
                            className={`${styles.treeFile} ${file.oid === currentFileOid ? styles.treeFileCurrent : ""}`}
                            aria-current={file.oid === currentFileOid ? "page" : undefined}
                            to={pathFor({
                              bookOid,
                              chapterOid: chapter.oid,
                              sectionOid: section.oid,
                              fileOid: file.oid,
                            })}
                          >
                            <FileTextOutlined aria-hidden />
                            <span>{file.name}</span>
                          </Link>
                        </li>
                      ))}
                  </ol>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
