import { Spin } from "antd";
import type { ReactNode } from "react";
import styles from "./loading.module.css";

/** The centred spinner of the transitional routes; `children` replaces it when the route fails. */
export function LoadingView({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <img src="/favicon.svg" alt="" className={styles.logo} />
        {children ?? (
          <div className={styles.spinner}>
            <Spin size="large" />
            <span>{text}</span>
          </div>
        )}
      </div>
    </div>
  );
}
