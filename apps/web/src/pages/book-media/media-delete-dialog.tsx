// 删除 of the media library: first asks the server where the file is used. A file in use cannot go
// (the dialog names each place, files with a link into the editor); an unused one is deleted after
// one more click. The server checks again, so a use added meanwhile is refused, not broken.
import { useMutation, useQuery } from "@tanstack/react-query";
import { type Attachment, type AttachmentUsage, formatMessage, MEDIA_TEXTS } from "@textbook/shared";
import { Alert, Button, Modal, Spin } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { attachmentKeys, deleteBookAttachment, fetchAttachmentUsages } from "../../api/attachments.ts";
import { toast } from "../../app/global/toast.ts";
import { editorPath } from "../../editor/core/editor-path.ts";
import styles from "./book-media.module.css";

function UsagePlace({ bookOid, usage }: { bookOid: string; usage: AttachmentUsage }) {
  const { chapterOid, sectionOid, fileOid } = usage;
  return (
    <li>
      <span className={styles.usageKind}>{MEDIA_TEXTS.usageKinds[usage.kind]}</span>
      {chapterOid && sectionOid && fileOid ? (
        <Link to={editorPath({ bookOid, chapterOid, sectionOid, fileOid })}>{usage.name}</Link>
      ) : (
        usage.name
      )}
    </li>
  );
}

function DeleteBody({
  bookOid,
  attachment,
  onClose,
  onDeleted,
}: {
  bookOid: string;
  attachment: Attachment;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const usages = useQuery({
    queryKey: attachmentKeys.usages(attachment.attachmentOid),
    queryFn: ({ signal }) => fetchAttachmentUsages(bookOid, attachment.attachmentOid, signal),
    gcTime: 0,
  });
  const removal = useMutation({
    mutationFn: () => deleteBookAttachment(bookOid, attachment.attachmentOid),
    onSuccess: () => {
      toast.success(formatMessage(MEDIA_TEXTS.deleted, { name: attachment.name }));
      onDeleted();
    },
    // In use since the check: show the places the server names.
    onError: () => void usages.refetch(),
  });
  const places = usages.data?.usages ?? [];
  const deletable = usages.isSuccess && places.length === 0;

  let body: ReactNode;
  if (usages.isPending)
    body = (
      <p role="status">
        <Spin size="small" /> {MEDIA_TEXTS.checkingUsage}
      </p>
    );
  else if (usages.isError) body = <Alert type="error" showIcon message={MEDIA_TEXTS.usageFailed} />;
  else if (places.length === 0) body = <p>{MEDIA_TEXTS.unused}</p>;
  else
    body = (
      <>
        <p>{formatMessage(MEDIA_TEXTS.inUse, { count: places.length })}</p>
        <ul className={styles.usages}>
          {places.map((usage) => (
            <UsagePlace
              key={`${usage.kind}-${usage.fileOid ?? usage.name}`}
              bookOid={bookOid}
              usage={usage}
            />
          ))}
        </ul>
      </>
    );
  return (
    <>
      <div className={styles.deleteBody}>
        {body}
        {removal.isError && !usages.isFetching && places.length === 0 && (
          <Alert type="error" showIcon message={removal.error.message} />
        )}
      </div>
      <div className={styles.deleteFooter}>
        <Button onClick={onClose}>{MEDIA_TEXTS.cancel}</Button>
        <Button
          danger
          type="primary"
          disabled={!deletable}
          loading={removal.isPending}
          onClick={() => removal.mutate()}
        >
          {MEDIA_TEXTS.delete}
        </Button>
      </div>
    </>
  );
}

export function MediaDeleteDialog({
  bookOid,
  attachment,
  onClose,
  onDeleted,
}: {
  bookOid: string;
  attachment: Attachment | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  return (
    <Modal
      open={Boolean(attachment)}
      title={attachment && formatMessage(MEDIA_TEXTS.deleteTitle, { name: attachment.name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {attachment && (
        <DeleteBody bookOid={bookOid} attachment={attachment} onClose={onClose} onDeleted={onDeleted} />
      )}
    </Modal>
  );
}
