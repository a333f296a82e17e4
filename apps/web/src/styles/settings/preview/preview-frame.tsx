// The live preview beside the fields: the /style-preview page of the same book in a frame of the
// same origin. Changes reach it as messages (content §4, §7); when its page starts listening it
// says so, and the screen answers with the whole edited look.
import { STYLE_SCREEN_TEXTS, type StylePreviewMessage, stylePreviewReadySchema } from "@textbook/shared";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import styles from "../settings.module.css";

export function usePreviewFrame() {
  const frame = useRef<HTMLIFrameElement>(null);
  const post = useCallback((message: StylePreviewMessage) => {
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);
  return { frame, post };
}

interface Props {
  bookOid: string;
  frame: RefObject<HTMLIFrameElement | null>;
  onReady: () => void;
}

export function PreviewFrame({ bookOid, frame, onReady }: Props) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (stylePreviewReadySchema.safeParse(event.data).success) onReady();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frame, onReady]);
  return (
    <iframe
      ref={frame}
      className={styles.previewFrame}
      title={STYLE_SCREEN_TEXTS.previewTitle}
      src={`/style-preview/${encodeURIComponent(bookOid)}`}
    />
  );
}
