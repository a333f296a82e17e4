// The style settings screen /f/books/style/{bookOid} (content §2 style settings panels, issue 6):
// the sixteen panels on the left, the chosen panel's fields in the middle, the live preview on the
// right. Every accepted change shows in the preview at once; 保存 checks the whole look and saves
// it as a whole-book task; 恢复默认 resets it the same way. The screen holds the book's
// advanced-style lock while open, and is read-only while another user holds it.
import {
  AppstoreOutlined,
  LeftOutlined,
  ReloadOutlined,
  SaveOutlined,
  UndoOutlined,
} from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  applyStyleItems,
  type BookDetail,
  formatMessage,
  STYLE_SCREEN_TEXTS,
  STYLE_TEXTS,
  type StyleLibrary,
  type StylePanel,
  type UserTask,
} from "@textbook/shared";
import { Alert, Button, Progress, Result, Skeleton, Tag } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { useBook } from "../../api/book-detail.ts";
import { fetchCustomStyles, resetCustomStyles, saveCustomStyles, styleKeys } from "../../api/styles.ts";
import { dialog } from "../../app/global/dialog.ts";
import { toast } from "../../app/global/toast.ts";
import { useBusy } from "../../app/use-busy.ts";
import { PanelFields } from "../../styles/settings/fields/panel-fields.tsx";
import { itemsToSave } from "../../styles/settings/form/style-form.ts";
import { useStyleForm } from "../../styles/settings/form/use-style-form.ts";
import { StyleLibraryDrawer } from "../../styles/settings/library/style-library-drawer.tsx";
import { PanelList } from "../../styles/settings/panel-list/panel-list.tsx";
import { PreviewFrame, usePreviewFrame } from "../../styles/settings/preview/preview-frame.tsx";
import { ThemePresets } from "../../styles/settings/theme/theme-presets.tsx";
import styles from "./book-style-page.module.css";
import { useLeaveGuard } from "./use-leave-guard.ts";
import { type StyleLock, useStyleLock } from "./use-style-lock.ts";
import { useStyleTask } from "./use-style-task.ts";

const T = STYLE_SCREEN_TEXTS;

type ReadOnlyReason = "bookLocked" | "noStyleRights";

function styleReadOnlyReason(book: BookDetail | undefined): ReadOnlyReason | null {
  if (!book || book.abilities.editStyles) return null;
  return book.state === "LOCKED" || book.state === "INACTIVE" ? "bookLocked" : "noStyleRights";
}

/** Why the screen is read-only: each reason its own words, a retry promised only where one helps. */
function ReadOnlyNotice({ reason, lock }: { reason: ReadOnlyReason | null; lock: StyleLock }) {
  if (reason) return <Alert type="info" showIcon title={T.readOnly} description={T[reason]} />;
  if (lock.state === "refused")
    return <Alert type="warning" showIcon title={T.locked} description={T.lockedHint} />;
  if (lock.state === "denied")
    return <Alert type="info" showIcon title={T.readOnly} description={lock.message} />;
  if (lock.state === "failed")
    return <Alert type="warning" showIcon title={lock.message} description={T.lockFailedHint} />;
  return null;
}

export function BookStylePage() {
  const bookOid = useParams().bookOid ?? "";
  const client = useQueryClient();
  const book = useBook(bookOid);
  // The form keeps what is being edited: the saved look is loaded once, and again after a save.
  const saved = useQuery({
    queryKey: styleKeys.screen(bookOid),
    queryFn: ({ signal }) => fetchCustomStyles(bookOid, signal),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { frame, post } = usePreviewFrame();
  const form = useStyleForm(post);
  const [panel, setPanel] = useState<StylePanel>("page");
  const [libraryOpen, setLibraryOpen] = useState(false);
  const readOnlyReason = styleReadOnlyReason(book.data);
  // Someone who may not restyle the book never asks for the lock: there is nothing to wait for. The
  // lock is asked for while the saved look loads, not after it (one round trip less to open).
  const lock = useStyleLock(bookOid, book.isSuccess && readOnlyReason === null);
  const submitting = useBusy();

  const loaded = useRef(false);
  useEffect(() => {
    if (saved.data && !loaded.current) {
      loaded.current = true;
      form.load(saved.data.items);
    }
  }, [saved.data, form]);

  const reload = useCallback(async () => {
    const fresh = await saved.refetch();
    if (fresh.data) form.load(fresh.data.items);
    // The editor and the reader preview take the new look too.
    await client.invalidateQueries({ queryKey: styleKeys.look(bookOid) });
  }, [saved, form, client, bookOid]);

  const task = useStyleTask(bookOid, () => void reload());
  const editable = saved.isSuccess && lock.state === "held" && task.running === null;
  useLeaveGuard(form.dirty);

  const follow = (kind: "save" | "reset", submitted: UserTask) =>
    task.follow(kind, submitted, (end) => {
      if (end.state === "DONE") {
        toast.success(kind === "save" ? T.saved : T.resetDone);
        void reload();
      } else {
        // The edited look stays, so nothing is lost; the task's own reason says why.
        void dialog.error({ title: T.saveFailed, content: end.errorMessage ?? T.saveFailed });
      }
    });

  const save = () =>
    submitting.run(async () => {
      const items = itemsToSave(form.state);
      const refused = form.state.problems.size + applyStyleItems(items).refused.length;
      if (refused > 0) {
        toast.error(formatMessage(T.invalidFields, { count: refused }));
        return;
      }
      follow("save", await saveCustomStyles(bookOid, items));
    });

  const reset = () =>
    submitting.run(async () => {
      if (!(await dialog.confirm("danger", { content: T.resetConfirm }))) return;
      follow("reset", await resetCustomStyles(bookOid));
    });

  const applyLibrary = async (library: StyleLibrary) => {
    if (form.dirty && !(await dialog.confirm("change", { content: T.library.applyConfirmDirty }))) return;
    form.replace(library.items);
    setLibraryOpen(false);
    toast.success(formatMessage(T.library.applied, { name: library.name }));
  };

  if (saved.isError && !saved.data) {
    return (
      <Result
        status="warning"
        title={T.loadFailed}
        subTitle={saved.error.message}
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => saved.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  }

  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <Link to={`/f/books/detail/${bookOid}`} className={styles.back}>
          <LeftOutlined aria-hidden /> {book.data?.name ?? T.back}
        </Link>
        <div className={styles.status}>
          {form.dirty && <Tag color="orange">{T.unsaved}</Tag>}
          {task.running && (
            <span className={styles.progress} role="status">
              <span>{task.running.kind === "save" ? T.saving : T.resetting}</span>
              <Progress percent={task.running.progress} size="small" className={styles.progressBar} />
            </span>
          )}
        </div>
        <div className={styles.actions}>
          <Button icon={<AppstoreOutlined aria-hidden />} onClick={() => setLibraryOpen(true)}>
            {T.library.open}
          </Button>
          <Button icon={<UndoOutlined aria-hidden />} disabled={!editable} onClick={() => void reset()}>
            {T.reset}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            disabled={!editable}
            loading={submitting.busy || task.running?.kind === "save"}
            onClick={() => void save()}
          >
            {T.save}
          </Button>
        </div>
      </header>
      <ReadOnlyNotice reason={readOnlyReason} lock={lock} />
      <div className={styles.body}>
        <PanelList current={panel} problems={form.state.problems.keys()} onChoose={setPanel} />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls on its own; focusable, the keyboard scrolls it too (WCAG 2.1.1) */}
        <main className={styles.fields} aria-label={STYLE_TEXTS.panels[panel]} tabIndex={0}>
          <h3 className={styles.panelTitle}>{STYLE_TEXTS.panels[panel]}</h3>
          {saved.isPending ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : (
            <>
              {panel === "page" && <ThemePresets form={form} disabled={!editable} />}
              <PanelFields panel={panel} form={form} bookOid={bookOid} disabled={!editable} />
            </>
          )}
        </main>
        <aside className={styles.preview} aria-label={T.preview}>
          <PreviewFrame bookOid={bookOid} frame={frame} onReady={form.sendAll} />
        </aside>
      </div>
      <StyleLibraryDrawer
        bookOid={bookOid}
        open={libraryOpen}
        editable={editable}
        currentItems={() => itemsToSave(form.state)}
        onApply={(library) => void applyLibrary(library)}
        onClose={() => setLibraryOpen(false)}
      />
    </div>
  );
}
