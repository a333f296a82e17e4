// An image a block's style uses (a cover, an illustration, an icon): its current picture, an upload
// button that queues the file through the editor's upload queue (one upload at a time, content §4),
// and, for an icon, the way back to the built-in one.
import { formatMessage, MEDIA_PANEL_TEXTS } from "@textbook/shared";
import { Button } from "antd";
import { useRef, useSyncExternalStore } from "react";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";
import { mediaLinks } from "../media-links/media-links.ts";
import { newOid } from "../node-view/new-oid.ts";
import { enqueueUpload, subscribeUploads, uploadProgress } from "../upload/editor-uploads.ts";
import { findNodeByOid } from "../upload/node-by-oid.ts";
import type { InputProps, PanelField } from "./panel-field.ts";
import styles from "./style-panel.module.css";

type ImageFieldSpec = Extract<PanelField, { kind: "image" }>;
const T = MEDIA_PANEL_TEXTS;

export function ImageField({
  id,
  editor,
  field,
  attributes,
  disabled,
  onChange,
}: InputProps & { field: ImageFieldSpec }) {
  const picker = useRef<HTMLInputElement>(null);
  const links = mediaLinks(editor);
  const oid = attributes[field.name];
  const url = useSyncExternalStore(
    (listener) => links.subscribe(listener),
    () => links.urlOr(oid, attributes[field.srcName], "thumbnail") ?? field.builtIn ?? null,
  );
  const nodeOid = attributes.oid;
  const progress = useSyncExternalStore(
    (listener) => subscribeUploads(editor, listener),
    () => uploadProgress(editor, nodeOid),
  );
  const isSet = Boolean(oid) || Boolean(attributes[field.srcName]);

  function upload(file: File) {
    // The queue ties a file to its node by oid; a block made before oids gets one first.
    let blockOid = typeof nodeOid === "string" ? nodeOid : null;
    if (!blockOid) {
      blockOid = newOid();
      onChange({ oid: blockOid });
    }
    const target = blockOid;
    enqueueUpload(editor, {
      nodeOid: target,
      file,
      attachmentType: "IMAGE",
      onStored: (attachment) => {
        const found = findNodeByOid(editor.state.doc, target);
        if (!found) return;
        editor.view.dispatch(
          editor.state.tr.setNodeMarkup(found.pos, undefined, {
            ...found.node.attrs,
            [field.name]: attachment.attachmentOid,
            [field.srcName]: attachment.previewUrl,
          }),
        );
      },
      // A failed picture leaves the block as it was: the queue has told the user which file failed.
      onFailed: () => undefined,
    });
  }

  return (
    <div className={styles.image}>
      {url ? (
        <img className={styles.imagePreview} src={url} alt="" />
      ) : (
        <span className={styles.imageEmpty} aria-hidden="true" />
      )}
      <div className={styles.imageActions}>
        {field.states && <span className={styles.hint}>{isSet ? field.states.set : field.states.empty}</span>}
        <input
          ref={picker}
          id={id}
          type="file"
          accept={acceptFor("IMAGE")}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) upload(file);
          }}
        />
        <Button size="small" disabled={disabled || progress !== null} onClick={() => picker.current?.click()}>
          {progress !== null ? formatMessage(T.uploading, { progress }) : T.upload}
        </Button>
        {field.states && isSet && (
          <Button
            size="small"
            type="link"
            disabled={disabled || progress !== null}
            onClick={() => onChange({ [field.name]: null, [field.srcName]: null })}
          >
            {T.restoreDefault}
          </Button>
        )}
      </div>
    </div>
  );
}
