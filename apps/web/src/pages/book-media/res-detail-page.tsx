// /f/books/res-detail/{oid}/{attachmentOid} (shell §2): one file of the book with its preview,
// metadata, source, library keywords and original-work mark, and every place in the book that uses
// it; a content file's place opens the editor there.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ATTACHMENT_TYPE_LABELS,
  MARK_STATUS_LABELS,
  RESOURCE_SOURCE_LABELS,
  RES_DETAIL_TEXTS as T,
  USED_ATTACHMENT_TEXTS,
} from "@textbook/shared";
import { Button, Descriptions, Empty, Skeleton, Tag } from "antd";
import { Link, useParams } from "react-router";
import { attachmentKeys, fetchAttachment, fetchAttachmentUsages } from "../../api/attachments.ts";
import { useBook } from "../../api/book-detail.ts";
import { bookResLibKeys, setOriginalMark } from "../../api/res-libs.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { formatFileSize } from "../../app/file-size.ts";
import { toast } from "../../app/global/toast.ts";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { editorPath } from "../../editor/core/editor-path.ts";
import styles from "./book-media.module.css";
import { PreviewBody } from "./media-preview.tsx";
import { USED_VIEW } from "./used-params.ts";

export function ResDetailPage() {
  const params = useParams();
  const bookOid = params.oid ?? "";
  const attachmentOid = params.attachmentOid ?? "";
  const book = useBook(bookOid);
  const queryClient = useQueryClient();
  const attachment = useQuery({
    queryKey: attachmentKeys.one(attachmentOid),
    queryFn: ({ signal }) => fetchAttachment(attachmentOid, { signal }),
  });
  const usages = useQuery({
    queryKey: attachmentKeys.usages(attachmentOid),
    queryFn: ({ signal }) => fetchAttachmentUsages(bookOid, attachmentOid, signal),
  });

  async function toggleMark() {
    const marked = usages.data?.markStatus !== "MARKED";
    await setOriginalMark(bookOid, attachmentOid, marked);
    toast.success(marked ? USED_ATTACHMENT_TEXTS.marked : USED_ATTACHMENT_TEXTS.unmarked);
    void queryClient.invalidateQueries({ queryKey: attachmentKeys.usages(attachmentOid) });
    void queryClient.invalidateQueries({ queryKey: bookResLibKeys.used(bookOid) });
  }

  const failed = attachment.error ?? usages.error;
  const file = attachment.data;
  const origin = usages.data;
  return (
    <section className={styles.page} aria-label={T.title}>
      <header className={styles.header}>
        <Link to={`/f/books/media/${bookOid}?view=${USED_VIEW}`} className={styles.back}>
          <ArrowLeftOutlined aria-hidden /> {T.back}
        </Link>
        <h2 className={styles.bookName}>{file?.name ?? T.title}</h2>
        {origin && book.data?.abilities.uploadMedia && (
          <Button onClick={() => void toggleMark().catch(() => undefined)}>
            {origin.markStatus === "MARKED"
              ? USED_ATTACHMENT_TEXTS.unmarkFromOg
              : USED_ATTACHMENT_TEXTS.markAsOg}
          </Button>
        )}
      </header>
      {failed && <LoadFailed title={T.loadFailed} error={failed} onRetry={() => void usages.refetch()} />}
      {!failed && (!file || !origin) && <Skeleton active />}
      {file && origin && (
        <div className={styles.detail}>
          <div className={styles.detailPreview}>
            <PreviewBody attachment={file} />
          </div>
          <div className={styles.detailSide}>
            <Descriptions title={T.metadata} column={1} size="small" bordered>
              <Descriptions.Item label={T.name}>{file.name}</Descriptions.Item>
              <Descriptions.Item label={T.type}>{ATTACHMENT_TYPE_LABELS[file.type]}</Descriptions.Item>
              <Descriptions.Item label={T.size}>{formatFileSize(file.size)}</Descriptions.Item>
              {file.width && file.height && (
                <Descriptions.Item label={T.dimensions}>{`${file.width} × ${file.height}`}</Descriptions.Item>
              )}
              <Descriptions.Item label={T.uploadedAt}>{formatDateTime(file.createdAt)}</Descriptions.Item>
              <Descriptions.Item label={T.source}>{RESOURCE_SOURCE_LABELS[origin.source]}</Descriptions.Item>
              <Descriptions.Item label={T.mark}>
                <Tag color={origin.markStatus === "MARKED" ? "green" : undefined}>
                  {MARK_STATUS_LABELS[origin.markStatus]}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={T.keywords}>
                {origin.keywords.length > 0
                  ? origin.keywords.map((keyword) => <Tag key={keyword}>{keyword}</Tag>)
                  : T.noKeywords}
              </Descriptions.Item>
            </Descriptions>
            <h3 className={styles.detailHeading}>{T.places}</h3>
            {origin.usages.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noPlaces} />
            ) : (
              <ul className={styles.detailPlaces}>
                {origin.usages.map((usage) => (
                  <li key={`${usage.kind}:${usage.fileOid ?? usage.name}`}>
                    {usage.chapterOid && usage.sectionOid && usage.fileOid ? (
                      <Link
                        to={editorPath({
                          bookOid,
                          chapterOid: usage.chapterOid,
                          sectionOid: usage.sectionOid,
                          fileOid: usage.fileOid,
                        })}
                        title={T.openEditor}
                      >
                        {usage.name}
                      </Link>
                    ) : (
                      usage.name
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
