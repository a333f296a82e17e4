// The save indicator beside the save button: 已保存 / 保存中… / 未连接，内容已暂存在本地, read-only,
// or why the last save was refused.
import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  DisconnectOutlined,
  EyeOutlined,
  WarningOutlined,
} from "@ant-design/icons";
import { formatMessage, SAVE_ERROR_MESSAGES, EDITOR_TEXTS as T } from "@textbook/shared";
import type { ReactNode } from "react";
import styles from "../editor.module.css";
import type { SaveState } from "./save-state.ts";

function describe(state: SaveState): { icon: ReactNode; text: string; tone: "ok" | "busy" | "warn" } {
  // Refused for good (the notice beside says why): no connection state changes that.
  if (state.mode === "failed")
    return { icon: <EyeOutlined aria-hidden />, text: T.saveStatus.readOnly, tone: "ok" };
  if (state.connection === "offline") {
    return {
      icon: <DisconnectOutlined aria-hidden />,
      text: state.unsaved ? T.saveStatus.offline : T.saveStatus.connecting,
      tone: "warn",
    };
  }
  if (state.mode === "loading")
    return { icon: <CloudSyncOutlined aria-hidden />, text: T.saveStatus.connecting, tone: "busy" };
  if (state.saveError && state.saveError !== "error.client.timeout") {
    const reason = SAVE_ERROR_MESSAGES[state.saveError] ?? SAVE_ERROR_MESSAGES.unknown;
    return {
      icon: <WarningOutlined aria-hidden />,
      text: formatMessage(T.saveFailed, { reason }),
      tone: "warn",
    };
  }
  if (state.mode !== "edit")
    return { icon: <EyeOutlined aria-hidden />, text: T.saveStatus.readOnly, tone: "ok" };
  if (state.unsaved)
    return { icon: <CloudSyncOutlined aria-hidden />, text: T.saveStatus.saving, tone: "busy" };
  return { icon: <CheckCircleOutlined aria-hidden />, text: T.saveStatus.saved, tone: "ok" };
}

export function SaveStatus({ state }: { state: SaveState }) {
  const { icon, text, tone } = describe(state);
  return (
    <output className={`${styles.saveStatus} ${styles[tone]}`} aria-live="polite" title={text}>
      {icon}
      <span>{text}</span>
    </output>
  );
}
