// The file-upload progress overlay (shell §2): the file being sent, its percent, and how many files
// wait their turn. Loaded only once something uploads; a plain bar rather than antd's Progress keeps
// the shared chunks of the login page as they are.
import { CloudUploadOutlined } from "@ant-design/icons";
import { formatMessage, UPLOAD_TEXTS } from "@textbook/shared";
import styles from "./upload-overlay.module.css";
import type { CurrentUpload } from "./upload-state.ts";

export function UploadOverlay({ current, waiting }: { current: CurrentUpload; waiting: number }) {
  return (
    <section className={styles.overlay} role="status" aria-label={UPLOAD_TEXTS.overlayTitle}>
      <div className={styles.head}>
        <CloudUploadOutlined aria-hidden className={styles.icon} />
        <span className={styles.title}>{UPLOAD_TEXTS.overlayTitle}</span>
      </div>
      <div className={styles.fileName} title={current.fileName}>
        {current.fileName}
      </div>
      <div className={styles.barRow}>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={current.fileName}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={current.percent}
        >
          <div
            className={`${styles.bar} ${current.processing ? styles.barActive : ""}`}
            style={{ width: `${current.percent}%` }}
          />
        </div>
        <span className={styles.percent}>{current.percent}%</span>
      </div>
      <div className={styles.footer}>
        {current.processing && <span>{UPLOAD_TEXTS.processing}</span>}
        {waiting > 0 && <span>{formatMessage(UPLOAD_TEXTS.waiting, { n: waiting })}</span>}
      </div>
    </section>
  );
}
