import { DIALOG_TEXTS, FRAME_TEXTS } from "@textbook/shared";
import { Alert, Button, Descriptions, Modal } from "antd";
import { useSyncExternalStore } from "react";
import { dismissErrorPanel, errorPanelStore } from "./error-handler.ts";
import styles from "./global.module.css";

/** The general error alert (shell §8): apology, request id, error code and every message. */
export function ErrorPanel() {
  const errors = useSyncExternalStore(errorPanelStore.subscribe, errorPanelStore.get);
  const error = errors.at(-1);
  return (
    <Modal
      open={Boolean(error)}
      title={FRAME_TEXTS.errorTitle}
      onCancel={dismissErrorPanel}
      footer={
        <Button type="primary" onClick={dismissErrorPanel}>
          {DIALOG_TEXTS.ok}
        </Button>
      }
    >
      {error && (
        <>
          <Alert type="error" showIcon title={FRAME_TEXTS.errorApology} style={{ marginBottom: 16 }} />
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: "requestId", label: FRAME_TEXTS.requestId, children: error.requestId ?? "-" },
              { key: "errorCode", label: FRAME_TEXTS.errorCode, children: error.errorCode },
              {
                key: "message",
                label: FRAME_TEXTS.errorMessage,
                children:
                  error.messages.length === 1 ? (
                    error.messages[0]
                  ) : (
                    <ul className={styles.messages}>
                      {error.messages.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
