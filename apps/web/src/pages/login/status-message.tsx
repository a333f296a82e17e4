import { ExclamationCircleFilled } from "@ant-design/icons";
import type { ReactNode } from "react";
import styles from "./login.module.css";

/** An inline failure line; role=alert so screen readers announce it as it appears. */
export function ErrorLine({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.message}>
      <ExclamationCircleFilled aria-hidden />
      <span>{children}</span>
    </div>
  );
}

/** A centred failure with its way out, e.g. 机构列表加载失败 + 重新加载. */
export function FailureBlock({ title, action }: { title: string; action: ReactNode }) {
  return (
    <div className={styles.failure}>
      <ExclamationCircleFilled aria-hidden className={styles.failureIcon} />
      <p className={styles.failureTitle}>{title}</p>
      {action}
    </div>
  );
}
