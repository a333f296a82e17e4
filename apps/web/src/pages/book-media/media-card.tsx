// One attachment of the media page: its thumbnail (or type icon), name, type, size and upload time;
// a click previews it; 删除 for those who may change the book's media.
import { DeleteOutlined, DownloadOutlined, EyeOutlined } from "@ant-design/icons";
import { ATTACHMENT_TYPE_LABELS, type Attachment, formatMessage, MEDIA_TEXTS } from "@textbook/shared";
import { Button, Tag, Tooltip } from "antd";
import { formatDateTime } from "../../app/date-time.ts";
import { downloadAttachment } from "../../app/download-attachment.ts";
import { formatFileSize } from "../../app/file-size.ts";
import styles from "./book-media.module.css";
import { MediaIcon } from "./media-icon.tsx";

export function MediaCard({
  attachment,
  onPreview,
  onDelete,
}: {
  attachment: Attachment;
  onPreview: () => void;
  /** Absent for a caller who may not change the book's media. */
  onDelete?: () => void;
}) {
  const { width, height } = attachment;
  return (
    <article className={styles.card} aria-label={attachment.name}>
      <button type="button" className={styles.thumb} onClick={onPreview} aria-label={MEDIA_TEXTS.preview}>
        {attachment.thumbnailUrl ? (
          <img src={attachment.thumbnailUrl} alt={attachment.name} loading="lazy" />
        ) : (
          <span className={`${styles.typeIcon} ${styles[`icon${attachment.type}`] ?? ""}`}>
            <MediaIcon attachment={attachment} />
          </span>
        )}
        {attachment.state !== "READY" && (
          <Tag className={styles.stateTag} color={attachment.state === "REJECTED" ? "error" : "processing"}>
            {attachment.state === "REJECTED" ? MEDIA_TEXTS.rejected : MEDIA_TEXTS.pending}
          </Tag>
        )}
      </button>
      <div className={styles.cardBody}>
        <div className={styles.name} title={attachment.name}>
          {attachment.name}
        </div>
        <div className={styles.meta}>
          <Tag bordered={false}>{ATTACHMENT_TYPE_LABELS[attachment.type]}</Tag>
          <span>{formatFileSize(attachment.size)}</span>
          {width && height ? <span>{formatMessage(MEDIA_TEXTS.dimensions, { width, height })}</span> : null}
        </div>
        <div className={styles.footer}>
          <span className={styles.date}>{formatDateTime(attachment.createdAt)}</span>
          <span>
            <Tooltip title={MEDIA_TEXTS.preview}>
              <Button
                type="text"
                size="small"
                icon={<EyeOutlined aria-hidden />}
                aria-label={MEDIA_TEXTS.preview}
                onClick={onPreview}
              />
            </Tooltip>
            <Tooltip title={MEDIA_TEXTS.download}>
              <Button
                type="text"
                size="small"
                icon={<DownloadOutlined aria-hidden />}
                aria-label={MEDIA_TEXTS.download}
                onClick={() => void downloadAttachment(attachment.attachmentOid)}
              />
            </Tooltip>
            {onDelete && (
              <Tooltip title={MEDIA_TEXTS.delete}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={MEDIA_TEXTS.delete}
                  onClick={onDelete}
                />
              </Tooltip>
            )}
          </span>
        </div>
      </div>
    </article>
  );
}
