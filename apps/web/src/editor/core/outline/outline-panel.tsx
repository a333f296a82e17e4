// The headings outline of the open file (GET .../files/{f}/headings), refreshed whenever a new
// version is saved; a click brings the heading into view.
import { useQuery } from "@tanstack/react-query";
import { type FilePath, EDITOR_TEXTS as T } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { fetchHeadings, fileKeys } from "../../../api/content.ts";
import styles from "../editor.module.css";
import { scrollToHeading } from "./scroll-to-heading.ts";

export function OutlinePanel(props: { path: FilePath; version: number; editor: Editor | null }) {
  const { path, version, editor } = props;
  const headings = useQuery({
    queryKey: fileKeys.headings(path.fileOid, version),
    queryFn: ({ signal }) => fetchHeadings(path, signal),
    placeholderData: (previous) => previous,
  });
  if (headings.isError) return <p className={styles.sideEmpty}>{T.outlineLoadFailed}</p>;
  // Headings saved before oids existed have none: their place in the outline names them.
  const items = (headings.data?.items ?? []).map((heading, index) => ({
    heading,
    index,
    key: heading.oid ?? `heading-${index}`,
  }));
  if (headings.isSuccess && items.length === 0) return <p className={styles.sideEmpty}>{T.noHeadings}</p>;
  return (
    <ol className={styles.outline}>
      {items.map(({ heading, index, key }) => (
        <li key={key} style={{ paddingLeft: (heading.level - 1) * 12 }}>
          <button
            type="button"
            className={styles.outlineItem}
            disabled={!editor}
            onClick={() => editor && scrollToHeading(editor, heading, index)}
          >
            {heading.text}
          </button>
        </li>
      ))}
    </ol>
  );
}
