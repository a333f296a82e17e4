import { CheckCircleFilled, CloseCircleFilled } from "@ant-design/icons";
import { Button } from "antd";
import { useSyncExternalStore } from "react";
import styles from "./global.module.css";
import { navigate } from "./navigation.ts";
import { snackbarStore, toast, toastStore } from "./toast.ts";

export function Toasts() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  const snackbars = useSyncExternalStore(snackbarStore.subscribe, snackbarStore.get);
  return (
    <>
      <div className={styles.toasts}>
        {toasts.map((item) => (
          <div
            key={item.id}
            role={item.kind === "error" ? "alert" : "status"}
            className={`${styles.toast} ${item.kind === "error" ? styles.toastError : styles.toastSuccess}`}
          >
            {item.kind === "error" ? (
              <CloseCircleFilled aria-hidden style={{ color: "#f44336" }} />
            ) : (
              <CheckCircleFilled aria-hidden style={{ color: "#4caf50" }} />
            )}
            <span>{item.text}</span>
            {item.link && (
              <Button
                type="link"
                size="small"
                onClick={() => {
                  toast.dismiss(item.id);
                  if (item.link) navigate(item.link.to);
                }}
              >
                {item.link.label}
              </Button>
            )}
          </div>
        ))}
      </div>
      {snackbars.map((item) => (
        <div key={item.id} role="status" className={styles.snackbar}>
          {item.text}
        </div>
      ))}
    </>
  );
}
