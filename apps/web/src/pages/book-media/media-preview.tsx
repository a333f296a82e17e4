// Previews one attachment in a modal through a fresh short-lived link: images, video and audio in
// their players, PDF in a frame. Anything else (office documents, 3D models, archives) shows the
// server's word on it, or that it cannot be viewed here, with a download button.
import { DeleteOutlined, DownloadOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { type Attachment, MEDIA_TEXTS } from "@textbook/shared";
import { Button, Modal, Result, Spin } from "antd";
import type { ReactNode } from "react";
import { attachmentKeys, fetchPreviewUrl } from "../../api/attachments.ts";
import { downloadAttachment } from "../../app/download-attachment.ts";
import styles from "./book-media.module.css";

type Viewer = "image" | "video" | "audio" | "pdf" | null;

export function viewerFor(attachment: Pick<Attachment, "type" | "extName">): Viewer {
  if (attachment.type === "IMAGE") return "image";
  if (attachment.type === "VIDEO") return "video";
  if (attachment.type === "AUDIO") return "audio";
  if (attachment.type === "DOCUMENT" && attachment.extName.toLowerCase() === "pdf") return "pdf";
  return null;
}

function Player({ attachment, url }: { attachment: Attachment; url: string }) {
  switch (viewerFor(attachment)) {
    case "image":
      return <img className={styles.previewImage} src={url} alt={attachment.name} />;
    case "video":
      // biome-ignore lint/a11y/useMediaCaption: users' own videos come without caption tracks
      return <video className={styles.previewVideo} src={url} controls autoPlay />;
    case "audio":
      // biome-ignore lint/a11y/useMediaCaption: users' own audio comes without caption tracks
      return <audio className={styles.previewAudio} src={url} controls autoPlay />;
    case "pdf":
      return <iframe className={styles.previewFrame} src={url} title={attachment.name} />;
    default:
      return null;
  }
}

function Unviewable({ attachment, message }: { attachment: Attachment; message: string }) {
  return (
    <Result
      status="info"
      title={message}
      extra={
        <Button
          type="primary"
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => void downloadAttachment(attachment.attachmentOid)}
        >
          {MEDIA_TEXTS.download}
        </Button>
      }
    />
  );
}

/** The attachment in its player, or why it cannot be viewed here; the resource preview page shows it too. */
export function PreviewBody({ attachment }: { attachment: Attachment }) {
  const preview = useQuery({
    queryKey: attachmentKeys.previewUrl(attachment.attachmentOid),
    queryFn: ({ signal }) => fetchPreviewUrl(attachment.attachmentOid, { bypassError: true, signal }),
    // The link is short-lived: a new opening asks again.
    gcTime: 0,
  });
  let body: ReactNode;
  if (preview.isPending) body = <Spin className={styles.previewSpin} />;
  else if (preview.isError) body = <Unviewable attachment={attachment} message={preview.error.message} />;
  else if (!viewerFor(attachment))
    body = <Unviewable attachment={attachment} message={MEDIA_TEXTS.noPreview} />;
  else body = <Player attachment={attachment} url={preview.data.url} />;
  return <div className={styles.previewBody}>{body}</div>;
}

export function MediaPreview({
  attachment,
  onClose,
  onDelete,
}: {
  attachment: Attachment | null;
  onClose: () => void;
  /** Absent for a caller who may not change the book's media. */
  onDelete?: () => void;
}) {
  const download = attachment && viewerFor(attachment) && (
    <Button
      key="download"
      icon={<DownloadOutlined aria-hidden />}
      onClick={() => void downloadAttachment(attachment.attachmentOid)}
    >
      {MEDIA_TEXTS.download}
    </Button>
  );
  const remove = onDelete && (
    <Button key="delete" danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete}>
      {MEDIA_TEXTS.delete}
    </Button>
  );
  return (
    <Modal
      open={Boolean(attachment)}
      title={attachment?.name}
      onCancel={onClose}
      width={attachment && viewerFor(attachment) === "audio" ? 560 : 960}
      centered
      destroyOnHidden
      footer={download || remove ? [remove, download] : null}
    >
      {attachment && <PreviewBody attachment={attachment} />}
    </Modal>
  );
}
