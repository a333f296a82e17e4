// Shell §2 /resource-preview/{attachmentOid}: one attachment of a book read-only — a picture, video
// or audio in its player and a PDF in a frame (the media library's preview), a 3D model in the
// editor's viewer; anything else says it cannot be viewed here and offers the download.
import { useQuery } from "@tanstack/react-query";
import { MIRROR_PREVIEW_TEXTS, THREE_D_TEXTS } from "@textbook/shared";
import { Button, Result, Spin } from "antd";
import { useParams } from "react-router";
import { attachmentKeys, fetchAttachment } from "../../api/attachments.ts";
import { showModelInDialog } from "../../editor/blocks/three-d-box/show-model-in-dialog.ts";
import { fetchAttachmentBytes } from "../../editor/blocks/three-d-box/three-d-view.ts";
import { openViewerDialog } from "../../editor/blocks/three-d-box/viewer-dialog.ts";
import { PreviewBody } from "../book-media/media-preview.tsx";
import { OwnQueryClient } from "../preview/preview-page.tsx";
import styles from "./mirror-preview.module.css";

function openModel(attachmentOid: string, name: string): void {
  const dialog = openViewerDialog(name, "tb-model-viewer");
  void showModelInDialog(dialog, fetchAttachmentBytes(attachmentOid, THREE_D_TEXTS.threeD.linkFailed), name);
}

function Resource({ attachmentOid }: { attachmentOid: string }) {
  const attachment = useQuery({
    queryKey: attachmentKeys.one(attachmentOid),
    queryFn: ({ signal }) => fetchAttachment(attachmentOid, { bypassError: true, signal }),
  });
  if (attachment.isPending) return <Spin />;
  if (attachment.isError) return <Result status="warning" title={MIRROR_PREVIEW_TEXTS.resourceMissing} />;
  const { name, type } = attachment.data;
  return (
    <>
      <h1 className={styles.heading}>{name}</h1>
      {type === "3D" ? (
        <div className={styles.stage}>
          <Button type="primary" aria-haspopup="dialog" onClick={() => openModel(attachmentOid, name)}>
            {MIRROR_PREVIEW_TEXTS.openModel}
          </Button>
        </div>
      ) : (
        <PreviewBody attachment={attachment.data} />
      )}
    </>
  );
}

export function ResourcePreviewPage() {
  const { attachmentOid = "" } = useParams();
  return (
    <OwnQueryClient>
      <main className={styles.resource}>
        <Resource attachmentOid={attachmentOid} />
      </main>
    </OwnQueryClient>
  );
}
