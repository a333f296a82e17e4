// The topic editor of an interaction: its title and kind, and its topics — added by type, edited
// in the inline editors, moved and removed. Opened from the node view (a React root of its own on
// document.body while it is open, never one per block); saving stores the activity and its
// topics (save-activity.ts, save-topics.ts) and writes the result onto the node: its activity's
// oid, title, kind, topic summary and complete (Y once it has a topic, content §4).
import {
  formatMessage,
  INTERACTION_TEXTS,
  QUESTION_TYPES,
  type QuestionType,
  type Topic,
} from "@textbook/shared";
import type { Editor } from "@tiptap/core";
import { Alert, App as AntApp, Button, ConfigProvider, Input, Modal, Radio, Spin } from "antd";
import zhCN from "antd/locale/zh_CN";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { fetchActivity, fetchTopics } from "../../../../api/activities.ts";
import { reportFailure } from "../../../../app/global/report-failure.ts";
import { toast } from "../../../../app/global/toast.ts";
import { theme } from "../../../../app/theme.ts";
import { mintedInThisTab } from "../../../core/node-view/new-oid.ts";
import { findNodeByOid, setAttributesByOid } from "../../../core/upload/node-by-oid.ts";
import { fileOf, isMissing, saveActivity } from "../save-activity.ts";
import {
  canonical,
  planTopicsSave,
  refusalsByPosition,
  runTopicsPlan,
  type StoredTopic,
} from "./save-topics.ts";
import styles from "./topic-dialog.module.css";
import {
  candidateOf,
  checkDraft,
  draftOf,
  newDraft,
  type Problems,
  problemKey,
  type TopicDraft,
} from "./topic-drafts.ts";
import { moveDraft } from "./topic-edits.ts";
import { TopicFields } from "./topic-fields.tsx";

const T = INTERACTION_TEXTS;
type Kind = "TEST" | "SUBJECTIVE";

interface Loaded {
  /** The activity the topics were read from; null when the node has none in this file yet. */
  activityOid: string | null;
  stored: StoredTopic[];
  summary: { oid: string; type: QuestionType }[];
}

const summaryOf = (topics: Topic[]) => topics.map(({ oid, type }) => ({ oid, type }));

/** A stored topic's canonical text as the editor would send it back unchanged. */
function storedTopic(topic: Topic, draft: TopicDraft): StoredTopic {
  const checked = checkDraft(draft);
  return { oid: topic.oid, canonical: canonical(checked.topic ?? topic) };
}

function TopicCard(props: {
  draft: TopicDraft;
  index: number;
  count: number;
  problems: Problems;
  change: (key: string, edit: (draft: TopicDraft) => TopicDraft) => void;
  move: (key: string, delta: -1 | 1) => void;
  remove: (key: string) => void;
}) {
  const { draft, index, count, problems, change, move, remove } = props;
  const heading = `${formatMessage(T.editor.topic, { n: index + 1 })} ${T.questionTypes[draft.type]}`;
  return (
    <section className={styles.topic} aria-label={heading}>
      <header className={styles.topicHeader}>
        <h4>{heading}</h4>
        <Button size="small" disabled={index === 0} onClick={() => move(draft.key, -1)}>
          {T.editor.moveUp}
        </Button>
        <Button size="small" disabled={index === count - 1} onClick={() => move(draft.key, 1)}>
          {T.editor.moveDown}
        </Button>
        <Button size="small" danger onClick={() => remove(draft.key)}>
          {T.editor.remove}
        </Button>
      </header>
      <TopicFields draft={draft} problems={problems} change={(edit) => change(draft.key, edit)} />
    </section>
  );
}

function TopicDialog({ editor, oid, onClose }: { editor: Editor; oid: string; onClose: () => void }) {
  // The node as the dialog opened: later changes to the document (a save elsewhere) do not reload it.
  const [attrs] = useState(() => findNodeByOid(editor.state.doc, oid)?.node.attrs ?? {});
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [title, setTitle] = useState(typeof attrs.title === "string" ? attrs.title : "");
  const [kind, setKind] = useState<Kind>(attrs.type === "SUBJECTIVE" ? "SUBJECTIVE" : "TEST");
  const [drafts, setDrafts] = useState<TopicDraft[]>([]);
  const [problems, setProblems] = useState<Record<string, Problems>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const file = fileOf(editor);
    const wasComplete = attrs.complete === "Y";
    const startEmpty = () => {
      // Pasted from another file: its topics stay there, this block starts a new activity here.
      if (wasComplete) setNotice(T.editor.notInFile);
      setLoaded({ activityOid: null, stored: [], summary: [] });
    };
    if (mintedInThisTab(oid)) {
      startEmpty();
      return;
    }
    fetchActivity(file, oid)
      .then(async (activity) => {
        const { items } = await fetchTopics(file, activity.oid);
        const loadedDrafts = items.map(draftOf);
        setDrafts(loadedDrafts);
        setTitle((current) => current || activity.title);
        setLoaded({
          activityOid: activity.oid,
          stored: items.map((topic, index) => storedTopic(topic, loadedDrafts[index] as TopicDraft)),
          summary: summaryOf(items),
        });
      })
      .catch((error: unknown) => {
        if (!isMissing(error)) {
          setFailed(true);
          reportFailure(error, T.editor.loadFailed);
          return;
        }
        startEmpty();
      });
  }, [editor, oid, attrs]);

  const change = (key: string, edit: (draft: TopicDraft) => TopicDraft) => {
    setDrafts((current) => current.map((draft) => (draft.key === key ? edit(draft) : draft)));
    setProblems((current) => ({ ...current, [key]: {} }));
  };

  const save = async () => {
    if (!loaded) return;
    const checked = drafts.map(checkDraft);
    const found = Object.fromEntries(
      drafts.map((draft, index) => [draft.key, checked[index]?.problems ?? {}]),
    );
    setProblems(found);
    const topics = checked.flatMap((result) => (result.topic ? [result.topic] : []));
    if (topics.length !== drafts.length) {
      setNotice(T.editor.fixFirst);
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const file = fileOf(editor);
      // The load found out whether the activity is stored here: a new one is created at once
      // instead of after a refused update.
      const activity = await saveActivity(editor, loaded.activityOid, { type: kind, title: title.trim() });
      // A new activity holds nothing yet: every topic goes to it as new.
      const fresh = activity.oid !== loaded.activityOid;
      const plan = planTopicsSave(
        fresh ? [] : loaded.stored,
        fresh ? topics.map(({ oid: _, ...topic }) => topic) : topics,
      );
      let summary = loaded.summary;
      try {
        const list = await runTopicsPlan(file, activity.oid, plan);
        if (list) summary = summaryOf(list.items);
      } catch (error) {
        const refusals = refusalsByPosition(error, plan);
        if (!refusals) throw error;
        setProblems(serverProblems(drafts, refusals));
        setNotice(T.editor.saveFailed);
        return;
      }
      setAttributesByOid(editor, oid, () => ({
        oid: activity.oid,
        title: title.trim() || null,
        type: kind,
        topics: summary,
        complete: summary.length > 0 ? "Y" : "N",
      }));
      toast.success(T.editor.saved);
      onClose();
    } catch (error) {
      reportFailure(error, T.editor.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={T.editor.title}
      width={920}
      // Unsaved topics are lost on closing: only 取消 and the close button close it, never a stray Esc.
      mask={{ closable: false }}
      keyboard={false}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {T.editor.cancel}
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!loaded} onClick={() => void save()}>
          {T.editor.save}
        </Button>,
      ]}
    >
      {failed ? <Alert type="error" title={T.editor.loadFailed} /> : null}
      {!loaded && !failed ? <Spin /> : null}
      {loaded ? (
        <div className={styles.dialog}>
          {notice ? <Alert type={notice === T.editor.notInFile ? "info" : "error"} title={notice} /> : null}
          <div className={styles.head}>
            <div className={styles.field}>
              <span className={styles.fieldLabel}>{T.editor.name}</span>
              <Input
                aria-label={T.editor.name}
                value={title}
                maxLength={255}
                placeholder={T.titlePlaceholder}
                onChange={(event) => setTitle(event.target.value)}
              />
            </div>
            <div className={styles.field}>
              <span className={styles.fieldLabel}>{T.editor.kind}</span>
              <Radio.Group
                aria-label={T.editor.kind}
                value={kind}
                onChange={(event) => setKind(event.target.value as Kind)}
                options={[
                  { value: "TEST", label: T.kinds.TEST },
                  { value: "SUBJECTIVE", label: T.kinds.SUBJECTIVE },
                ]}
              />
            </div>
          </div>
          {drafts.length === 0 ? <p className={styles.hint}>{T.editor.empty}</p> : null}
          {drafts.map((draft, index) => (
            <TopicCard
              key={draft.key}
              draft={draft}
              index={index}
              count={drafts.length}
              problems={problems[draft.key] ?? {}}
              change={change}
              move={(key, delta) => setDrafts((current) => moveDraft(current, key, delta))}
              remove={(key) => setDrafts((current) => current.filter((item) => item.key !== key))}
            />
          ))}
          <div className={styles.addRow}>
            <span className={styles.fieldLabel}>{T.editor.addTopic}</span>
            {QUESTION_TYPES.map((type) => (
              <Button key={type} onClick={() => setDrafts((current) => [...current, newDraft(type)])}>
                {T.questionTypes[type]}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

/** The server's field messages, by draft and place in its form. */
function serverProblems(drafts: TopicDraft[], refusals: Map<number, Record<string, string>>) {
  const found: Record<string, Problems> = {};
  for (const [position, fields] of refusals) {
    const draft = drafts[position];
    if (!draft) continue;
    const candidate = candidateOf(draft);
    const problems: Problems = {};
    for (const [path, message] of Object.entries(fields)) {
      const parts =
        path === "" ? [] : path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      problems[problemKey(draft, candidate, parts)] ??= message;
    }
    found[draft.key] = problems;
  }
  return found;
}

let open = false;

/** Opens the topic editor of the interaction `oid`; one at a time. */
export function openTopicDialog(editor: Editor, oid: string): void {
  if (open) return;
  open = true;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const close = () => {
    open = false;
    root.unmount();
    container.remove();
  };
  root.render(
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <TopicDialog editor={editor} oid={oid} onClose={close} />
      </AntApp>
    </ConfigProvider>,
  );
}
