// The one layout of the pages that stand in for a route. Plain elements and antd's Button (already
// in the core chunk): the route error page must render even when no lazy chunk can load.
import { Button } from "antd";
import type { ReactNode } from "react";
import styles from "./fallback.module.css";

export interface FallbackPageProps {
  title: string;
  body: string;
  action: { label: string; onClick: () => void };
  /** The code a support person asks for (the 404's path, the error's name). */
  detail?: ReactNode;
}

export function FallbackPage({ title, body, action, detail }: FallbackPageProps) {
  return (
    <section className={styles.page}>
      {/* Inside the frame the top bar holds the page's h1. */}
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.body}>{body}</p>
      {detail}
      <Button type="primary" className={styles.action} onClick={action.onClick}>
        {action.label}
      </Button>
    </section>
  );
}
