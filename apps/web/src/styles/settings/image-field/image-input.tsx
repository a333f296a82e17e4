// An image setting (a background image, a custom icon or poster, an illustration): uploaded through
// the app's upload queue (one at a time, its limits, the progress overlay) into the book's media,
// kept as the image's address with its attachment, and cleared back to none.
import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { STYLE_SCREEN_TEXTS, styleDefault } from "@textbook/shared";
import { Button } from "antd";
import { useRef } from "react";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";
import { uploadFile } from "../../../app/uploads/upload-queue.ts";
import { useBusy } from "../../../app/use-busy.ts";
import type { WidgetProps } from "../fields/widget-props.ts";
import styles from "../settings.module.css";

const T = STYLE_SCREEN_TEXTS.image;

/**
 * The address a style keeps: absolute, since content §5 takes a background that starts with http(s)
 * as an image and anything else as a colour.
 */
function imageAddress(link: string): string {
  return new URL(link, window.location.origin).href;
}

export function ImageInput({ id, definition, value, label, disabled, bookOid, onChange }: WidgetProps) {
  // A background holds a colour when it holds no image: clearing it goes back to its default.
  const none = definition.value.kind === "background" ? (styleDefault(definition.key) ?? "") : "";
  const input = useRef<HTMLInputElement>(null);
  const uploading = useBusy();
  const upload = (file: File) =>
    uploading.run(async () => {
      const attachment = await uploadFile(file, { type: "IMAGE", bookOid, category: "BOOK_IMAGE" });
      const link = attachment.previewUrl ?? attachment.thumbnailUrl;
      if (link) onChange(imageAddress(link), attachment.attachmentOid);
    });
  const shown = /^https?:\/\//i.test(value) ? value : "";
  return (
    <div className={styles.imageField}>
      <span className={styles.imageBox}>
        {shown ? (
          <img src={shown} alt={T.preview} className={styles.imageThumb} />
        ) : (
          <span className={styles.muted}>{T.none}</span>
        )}
      </span>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={acceptFor("IMAGE")}
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <Button
        size="small"
        icon={<UploadOutlined aria-hidden />}
        loading={uploading.busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {shown ? T.replace : T.upload}
      </Button>
      {shown && (
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          disabled={disabled}
          onClick={() => onChange(none)}
        >
          {T.clear}
        </Button>
      )}
    </div>
  );
}
