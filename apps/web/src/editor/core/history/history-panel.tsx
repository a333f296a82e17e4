// The history of saved versions (DESIGN §5: every saved version that differs is kept): the list,
// one version viewed read-only, and restoring it as the newest version.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import type { CaptionPlace } from "@textbook/schema";
import { type FilePath, formatMessage, type RevisionSummary, EDITOR_TEXTS as T } from "@textbook/shared";
import type { JSONContent } from "@tiptap/core";
import { Button, Drawer, Empty, Spin } from "antd";
import { useState } from "react";
import { fetchRevision, fetchRevisions, fileKeys } from "../../../api/content.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import styles from "../editor.module.css";
import { RevisionPreview } from "./revision-preview.tsx";

const PAGE_SIZE = 50;

/** What the versions are shown and compared in: the open file and its document. */
interface OpenFile {
  path: FilePath;
  place: CaptionPlace | null;
  currentDocument: () => JSONContent[];
}

function RevisionView(props: {
  file: OpenFile;
  version: number;
  canRestore: boolean;
  onBack: () => void;
  onRestore: (version: number) => void;
}) {
  const revision = useQuery({
    queryKey: fileKeys.revision(props.file.path.fileOid, props.version),
    queryFn: ({ signal }) => fetchRevision(props.file.path, props.version, signal),
  });
  return (
    <div className={styles.revisionView}>
      <div className={styles.revisionBar}>
        <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} onClick={props.onBack}>
          {T.revisions.backToEditing}
        </Button>
        <span>{formatMessage(T.revisions.viewing, { version: props.version })}</span>
        {props.canRestore && (
          <Button type="primary" size="small" onClick={() => props.onRestore(props.version)}>
            {T.revisions.restore}
          </Button>
        )}
      </div>
      {revision.data ? <RevisionPreview revision={revision.data} {...props.file} /> : <Spin />}
    </div>
  );
}

function byline(revision: RevisionSummary): string {
  return formatMessage(T.revisions.savedBy, {
    name: revision.author?.fullName ?? "—",
    time: formatDateTime(revision.createdAt),
  });
}

/** The saved versions, newest first, each with 查看. */
function RevisionList(props: {
  revisions: readonly RevisionSummary[];
  loading: boolean;
  failed: boolean;
  onView: (version: number) => void;
}) {
  if (props.loading) return <Spin className={styles.revisionsLoading} />;
  if (props.revisions.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={props.failed ? T.revisions.loadFailed : T.revisions.empty}
      />
    );
  }
  return (
    <ul className={styles.revisions}>
      {props.revisions.map((revision) => (
        <li key={revision.version} className={styles.revision}>
          <div>
            <div className={styles.revisionTitle}>
              {formatMessage(T.revisions.version, { version: revision.version })}
            </div>
            <div className={styles.revisionByline}>{byline(revision)}</div>
          </div>
          <Button type="link" size="small" onClick={() => props.onView(revision.version)}>
            {T.revisions.view}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function HistoryPanel(
  props: OpenFile & {
    open: boolean;
    /** The newest version: the list reloads when it changes. */
    version: number;
    canRestore: boolean;
    onClose: () => void;
    onRestore: (version: number) => void;
  },
) {
  const [viewing, setViewing] = useState<number | null>(null);
  const revisions = useQuery({
    queryKey: fileKeys.revisions(props.path.fileOid, props.version),
    queryFn: ({ signal }) => fetchRevisions(props.path, { page: 1, pageSize: PAGE_SIZE }, signal),
    enabled: props.open,
  });
  return (
    <Drawer
      title={T.history}
      open={props.open}
      onClose={() => {
        setViewing(null);
        props.onClose();
      }}
      size={viewing === null ? 360 : 760}
      destroyOnHidden
    >
      {viewing !== null ? (
        <RevisionView
          file={props}
          version={viewing}
          canRestore={props.canRestore && viewing !== props.version}
          onBack={() => setViewing(null)}
          onRestore={(version) => {
            setViewing(null);
            props.onRestore(version);
          }}
        />
      ) : (
        <RevisionList
          revisions={revisions.data?.items ?? []}
          loading={revisions.isLoading}
          failed={revisions.isError}
          onView={setViewing}
        />
      )}
    </Drawer>
  );
}
