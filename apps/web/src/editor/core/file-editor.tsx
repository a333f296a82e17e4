// One open content file: the Tiptap editor built from the shared extension list, its save session
// on the page's socket, the toolbars and menus around it, and the style panel beside it.
import type { CaptionPlace } from "@textbook/schema";
import { type DocumentJson, type FilePath, formatMessage, EDITOR_TEXTS as T } from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useBook } from "../../api/book-detail.ts";
import { restoreRevision } from "../../api/content.ts";
import { dialog } from "../../app/global/dialog.ts";
import { toast } from "../../app/global/toast.ts";
import { BookStyleRoot } from "../../styles/book-look/book-style-root.tsx";
import { useFileLook } from "../../styles/book-look/use-file-look.ts";
import { CaptionTaskActions } from "../blocks/caption/caption-task-actions.tsx";
import { BlockMenu } from "./block-menu/block-menu.tsx";
import { editorExtensions } from "./editing-extensions.ts";
import styles from "./editor.module.css";
import { previewPath } from "./editor-path.ts";
import { FindReplacePanel } from "./find-replace/find-replace-panel.tsx";
import { HistoryPanel } from "./history/history-panel.tsx";
import { loadDocument } from "./load-document.ts";
import { LockNotice } from "./lock-notice.tsx";
import { PROSE_CLASS } from "./prose-class.ts";
import type { SaveChannel } from "./save/save-channel.ts";
import { SaveStatus } from "./save/save-status.tsx";
import { browserSaveQueue } from "./save/use-save-channel.ts";
import { useSaveSession } from "./save/use-save-session.ts";
import { StylePanel } from "./style-panel/style-panel.tsx";
import { EditorToolbar } from "./toolbar/editor-toolbar.tsx";
import { MarksBubble } from "./toolbar/marks-bubble.tsx";
import { onUploadsIdle } from "./upload/editor-uploads.ts";
import { useEditorKeys } from "./use-editor-keys.ts";
import { useFileContext } from "./use-file-context.ts";

export function FileEditor(props: {
  path: FilePath;
  /** The file's chapter and section numbers in the book, which its captions show. */
  place: CaptionPlace | null;
  channel: SaveChannel | null;
  userOid: string;
  /** The editor and its saved version, for the outline beside it. */
  onOpened: (editor: Editor | null, version: number) => void;
}) {
  const { path, place, channel, userOid, onOpened } = props;
  const [contentRefused, setContentRefused] = useState(false);
  const [finding, setFinding] = useState(false);
  const [history, setHistory] = useState(false);
  const changed = useRef<() => void>(() => {});
  const look = useFileLook(path);

  const editor = useEditor({
    // Created after the first commit: an editor made during render is destroyed by useEditor when
    // the commit comes later than its next tick, which a time-sliced render can do.
    immediatelyRender: false,
    extensions: editorExtensions,
    editable: false,
    enableContentCheck: true,
    // Pasted or inserted content that does not fit is refused with a message, never dropped silently.
    onContentError: () => toast.error(T.insertRefused),
    onUpdate: () => changed.current(),
    editorProps: { attributes: { class: PROSE_CLASS, spellcheck: "false", "aria-label": T.document } },
  });

  const show = useCallback(
    (content: DocumentJson) => {
      if (editor) setContentRefused(loadDocument(editor, content) !== null);
    },
    [editor],
  );
  // The file is joined once its editor exists, so the content always has somewhere to go.
  const { session, state } = useSaveSession({
    channel: editor ? channel : null,
    queue: browserSaveQueue(),
    address: path,
    userOid,
    show,
  });

  // The page reads the same book query; its note-title setting is what new captions take.
  const noteTitle = useBook(path.bookOid).data?.noteTitle ?? null;
  useFileContext(editor, path, place, noteTitle);
  const currentDocument = useCallback(() => editor?.getJSON().content ?? [], [editor]);

  useEffect(() => {
    if (!editor || !session) return;
    // Content §4: once the upload queue empties, the auto-save starts again with what the uploads wrote.
    return onUploadsIdle(editor, () => session.changed());
  }, [editor, session]);

  useEffect(() => {
    changed.current = () => session?.changed();
    session?.setDraftSource(editor ? () => editor.getJSON() : null);
  }, [session, editor]);

  const editable = state.mode === "edit" && !state.conflict && !state.handingOver && !contentRefused;
  useEffect(() => {
    if (!editor || editor.isEditable === editable) return;
    editor.setEditable(editable, false);
    // An empty transaction tells the toolbars and node views (useEditorState, plugin views), which
    // follow transactions; it changes nothing, so it is no edit to save.
    editor.view.dispatch(editor.state.tr.setMeta("addToHistory", false));
  }, [editor, editable]);

  // A reader who waited for the lock, or whose writer left, is told when it may type.
  const readBefore = useRef(false);
  useEffect(() => {
    if (state.mode === "edit" && readBefore.current) toast.success(T.lockGranted);
    readBefore.current = state.mode === "read" || state.mode === "waiting";
  }, [state.mode]);

  useEffect(() => {
    onOpened(editor, state.version);
  }, [editor, state.version, onOpened]);
  useEffect(() => () => onOpened(null, 0), [onOpened]);

  useEffect(() => {
    if (!session) return;
    // A reload or a closed tab must not lose the last words typed before the auto-save pause.
    const keep = () => session.keepLocally();
    const hidden = () => document.visibilityState === "hidden" && keep();
    window.addEventListener("pagehide", keep);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", keep);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [session]);

  // 保存 says so even when there was nothing left to send; a failure shows in the status instead.
  const save = useCallback(async () => {
    if (session && (await session.flush())) toast.success(T.savedNow);
  }, [session]);
  // Saved first, so the preview (which reads the stored document) shows the last words typed.
  const preview = useCallback(async () => {
    await session?.flush();
    window.open(previewPath(path), "_blank");
  }, [session, path]);
  useEditorKeys({ onSave: save, onFind: () => setFinding(true) });

  async function restore(version: number) {
    if (!session) return;
    const confirmed = await dialog.confirm("revision", {
      content: formatMessage(T.revisions.restoreConfirm, { version }),
    });
    if (!confirmed || !(await session.flush())) return;
    try {
      await restoreRevision(path, version, session.getState().version);
    } catch {
      return; // the global handler shows the refusal
    }
    await session.reload();
    setHistory(false);
    toast.success(formatMessage(T.revisions.restored, { version }));
  }

  if (!editor || editor.isDestroyed) return null;
  return (
    <div className={styles.workspace}>
      <section className={styles.centre}>
        <EditorToolbar
          editor={editor}
          onFind={() => setFinding(true)}
          onHistory={() => setHistory(true)}
          onPreview={() => void preview()}
          onSave={save}
          status={<SaveStatus state={state} />}
          bookActions={
            <CaptionTaskActions
              bookOid={path.bookOid}
              beforeSubmit={async () => session?.flush()}
              onFinished={() => void session?.reload()}
            />
          }
        />
        <LockNotice
          state={state}
          contentRefused={contentRefused}
          onTakeOver={() => void session?.requestTakeover()}
          onHandOver={() => void session?.handOver()}
          onResolveConflict={(keepLocal) => session?.resolveConflict(keepLocal)}
        />
        {finding && <FindReplacePanel editor={editor} onClose={() => setFinding(false)} />}
        <div className={styles.paper}>
          {/* The editor shows the book at its large screen size, as its image widths do. */}
          <BookStyleRoot items={look} device="pc" className={styles.page}>
            <EditorContent editor={editor} />
            <BlockMenu editor={editor} />
          </BookStyleRoot>
        </div>
        <MarksBubble editor={editor} />
      </section>
      <aside className={styles.right}>
        <StylePanel editor={editor} />
      </aside>
      <HistoryPanel
        path={path}
        place={place}
        currentDocument={currentDocument}
        open={history}
        version={state.version}
        canRestore={state.mode === "edit"}
        onClose={() => setHistory(false)}
        onRestore={(version) => void restore(version)}
      />
    </div>
  );
}
