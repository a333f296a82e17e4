// 引用: the books' files that use a resource, each opening the editor at that file.
import { formatMessage, type ResLibResource, RES_LIB_TEXTS as T } from "@textbook/shared";
import { Empty, Modal, Pagination } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useResourceCitations } from "../../../api/res-libs.ts";
import { editorPath } from "../../../editor/core/editor-path.ts";
import styles from "./res-libs.module.css";

export function CitationsDialog(props: { resource: ResLibResource | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const oid = props.resource?.oid ?? null;
  // Another resource starts at its first page.
  useEffect(() => {
    if (oid) setPage(1);
  }, [oid]);
  const citations = useResourceCitations(oid, page);
  return (
    <Modal
      open={props.resource !== null}
      title={formatMessage(T.citationsTitle, { name: props.resource?.name ?? "" })}
      footer={null}
      onCancel={props.onClose}
    >
      {citations.data?.items.length === 0 && <Empty description={T.citationsEmpty} />}
      <ul className={styles.citations} aria-busy={citations.isFetching}>
        {citations.data?.items.map((citation) => (
          <li key={citation.fileOid}>
            <div className={styles.citationBook}>{citation.bookName}</div>
            <Link to={editorPath(citation)}>{citation.name}</Link>
          </li>
        ))}
      </ul>
      {(citations.data?.total ?? 0) > 10 && (
        <Pagination current={page} pageSize={10} total={citations.data?.total} onChange={setPage} />
      )}
    </Modal>
  );
}
