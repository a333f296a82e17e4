import { CloseOutlined } from "@ant-design/icons";
import { DIALOG_TEXTS, FRAME_TEXTS } from "@textbook/shared";
import { Alert, Button } from "antd";
import { useState } from "react";
import styles from "./global.module.css";
import { usePollState } from "./polling.ts";

/** The version banner (shell §4) and the update notice, pinned to the top of every page. */
export function TopBars(props: {
  deployedVersion: string | null;
  onDismissVersion: () => void;
  loggedIn: boolean;
}) {
  const { notice } = usePollState();
  const [dismissedNotice, setDismissedNotice] = useState<string | null>(null);
  const showNotice = props.loggedIn && notice?.show && notice.content !== dismissedNotice;
  return (
    <div className={styles.topBars}>
      {props.deployedVersion && (
        <div className={styles.versionBanner} role="status">
          <span>{FRAME_TEXTS.versionBanner}</span>
          <a
            href={window.location.href}
            onClick={(event) => {
              event.preventDefault();
              window.location.reload();
            }}
          >
            {FRAME_TEXTS.versionBannerAction}
          </a>
          <Button
            className={styles.bannerClose}
            type="text"
            size="small"
            aria-label={DIALOG_TEXTS.close}
            icon={<CloseOutlined aria-hidden />}
            onClick={props.onDismissVersion}
          />
        </div>
      )}
      {showNotice && notice && (
        <Alert
          banner
          type="info"
          title={`${FRAME_TEXTS.notice}：${notice.content}`}
          closable={{ onClose: () => setDismissedNotice(notice.content) }}
        />
      )}
    </div>
  );
}
