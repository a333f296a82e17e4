// The media page's upload button: many files at once, each through the app's upload queue (one at a
// time, with the progress overlay). On a type tab the picker offers that type; on 全部 each file's
// type follows from its extension.
import { UploadOutlined } from "@ant-design/icons";
import {
  ATTACHMENT_TYPE_LABELS,
  type Attachment,
  type AttachmentCategory,
  type AttachmentType,
  formatMessage,
  MEDIA_TEXTS,
  UPLOAD_LIMITS,
  UPLOAD_TEXTS,
} from "@textbook/shared";
import { Button, Tooltip } from "antd";
import { useRef } from "react";
import { toast } from "../../app/global/toast.ts";
import { acceptFor, limitHint, typeForFileName } from "../../app/uploads/upload-limits.ts";
import { uploadFile } from "../../app/uploads/upload-queue.ts";

const CATEGORIES: Partial<Record<AttachmentType, AttachmentCategory>> = {
  IMAGE: "BOOK_IMAGE",
  AUDIO: "BOOK_AUDIO",
  VIDEO: "BOOK_VIDEO",
};

const ALL_TYPES = Object.keys(UPLOAD_LIMITS) as AttachmentType[];

export function MediaUploadButton({
  bookOid,
  type,
  onUploaded,
}: {
  bookOid: string;
  /** The open tab's type, or undefined on 全部. */
  type: AttachmentType | undefined;
  onUploaded: (attachment: Attachment) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const types = type ? [type] : ALL_TYPES;

  function upload(files: File[]) {
    for (const file of files) {
      const fileType = type ?? typeForFileName(file.name);
      if (!fileType) {
        toast.error(formatMessage(UPLOAD_TEXTS.unknownType, { name: file.name }));
        continue;
      }
      uploadFile(file, { type: fileType, bookOid, category: CATEGORIES[fileType] }).then(
        (attachment) => {
          toast.success(formatMessage(MEDIA_TEXTS.uploaded, { name: attachment.name }));
          onUploaded(attachment);
        },
        // The queue has told the user why; nothing more to do here.
        () => undefined,
      );
    }
  }

  return (
    <>
      <Tooltip
        title={
          <div>
            {types.map((each) => (
              <div key={each}>{limitHint(each)}</div>
            ))}
            <div>{MEDIA_TEXTS.uploadHint}</div>
          </div>
        }
      >
        <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {type
            ? formatMessage(MEDIA_TEXTS.upload, { type: ATTACHMENT_TYPE_LABELS[type] })
            : MEDIA_TEXTS.uploadAny}
        </Button>
      </Tooltip>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="media-upload-input"
        accept={types.map(acceptFor).join(",")}
        onChange={(event) => {
          upload(Array.from(event.target.files ?? []));
          // The same file may be picked again after a failure.
          event.target.value = "";
        }}
      />
    </>
  );
}
