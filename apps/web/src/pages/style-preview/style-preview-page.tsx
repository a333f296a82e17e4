// /style-preview/{bookOid}: what the style settings screen shows beside its fields (content §2 "a
// live preview shows changes"). A sample document with every styled block, drawn read-only by the
// editor's own extensions inside the book's look (BookStyleRoot, live), so each message from the
// screen shows at once; small or large screen values by its switch. Outside the frame, with its
// own query cache, like the reader preview.
import { QueryClientProvider } from "@tanstack/react-query";
import { STYLE_PREVIEW_READY, STYLE_SCREEN_TEXTS } from "@textbook/shared";
import { EditorContent, useEditor } from "@tiptap/react";
import { Segmented } from "antd";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useParams } from "react-router";
import { newQueryClient } from "../../app/query-client.ts";
import { editorExtensions } from "../../editor/core/editing-extensions.ts";
import editorStyles from "../../editor/core/editor.module.css";
import { PROSE_CLASS } from "../../editor/core/prose-class.ts";
import { BookStyleRoot } from "../../styles/book-look/book-style-root.tsx";
import { useBookStyle } from "../../styles/book-look/use-book-style.ts";
import { SAMPLE_DOCUMENT } from "./sample-document.ts";
import styles from "./style-preview-page.module.css";

type Device = "phone" | "pc";

/** The pages' outer widths, as the reader preview's; a narrower frame shows them scaled down. */
const PAGE_WIDTHS: Record<Device, number> = { phone: 375, pc: 1024 };
/** The paper's side padding (the module's .paper), which the page does not get. */
const PAPER_PADDING = 32;

/** How much the page is scaled to fit the frame's width. */
function useFitZoom(device: Device) {
  const paper = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const element = paper.current;
    if (!element) return;
    const fit = () => setZoom(Math.min(1, (element.clientWidth - PAPER_PADDING) / PAGE_WIDTHS[device]));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [device]);
  return { paper, zoom };
}

export function StylePreviewPage() {
  const [queryClient] = useState(newQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <StylePreview />
    </QueryClientProvider>
  );
}

function StylePreview() {
  const bookOid = useParams().bookOid ?? "";
  const { items } = useBookStyle(bookOid);
  const [device, setDevice] = useState<Device>("pc");
  const { paper, zoom } = useFitZoom(device);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: editorExtensions,
    editable: false,
    content: SAMPLE_DOCUMENT,
    editorProps: { attributes: { class: PROSE_CLASS } },
  });
  // After BookStyleRoot's own effect (a child's effects run first), so it listens already.
  useEffect(() => {
    window.parent.postMessage({ type: STYLE_PREVIEW_READY }, window.location.origin);
  }, []);

  return (
    <div className={styles.preview}>
      <header className={styles.bar}>
        <span className={styles.title}>{STYLE_SCREEN_TEXTS.preview}</span>
        <Segmented<Device>
          size="small"
          aria-label={STYLE_SCREEN_TEXTS.previewTitle}
          value={device}
          onChange={setDevice}
          options={[
            { value: "phone", label: STYLE_SCREEN_TEXTS.devices.phone },
            { value: "pc", label: STYLE_SCREEN_TEXTS.devices.pc },
          ]}
        />
      </header>
      <div ref={paper} className={styles.paper}>
        {/* CSS zoom, not a transform: the page's height shrinks with it, so the scroll fits. */}
        <div style={{ zoom, width: PAGE_WIDTHS[device] }} className={styles.zoomed}>
          <BookStyleRoot items={items} device={device} live className={editorStyles.page}>
            {editor && <EditorContent editor={editor} />}
          </BookStyleRoot>
        </div>
      </div>
    </div>
  );
}
