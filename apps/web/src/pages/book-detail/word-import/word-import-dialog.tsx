// 导入 Word (issue 17 §1): pick a .docx or .doc, the heading levels and where it goes; the parse
// runs as a task and proposes a tree the user renames and prunes; 开始导入 runs the import task.
// When it is done the book's tree reloads and the report is one click away.
import { useQueryClient } from "@tanstack/react-query";
import {
  type BookDetail,
  formatMessage,
  WORD_IMPORT_TEXTS as T,
  type UserTask,
  WORD_IMPORT_LIMITS,
  type WordLevels,
} from "@textbook/shared";
import { Alert, Button, Form, Modal, Progress, Radio, Result, Select, Space } from "antd";
import { useEffect, useState } from "react";
import { bookKeys } from "../../../api/book-detail.ts";
import { useChapterTree } from "../../../api/chapter-tree.ts";
import { importWord, parseWord, useWordTask } from "../../../api/word-import.ts";
import { downloadAttachment } from "../../../app/download-attachment.ts";
import { showFormFailure } from "../../../app/form-failure.ts";
import { FilePicker } from "../../../app/uploads/file-picker.tsx";
import { UploadError, uploadFile } from "../../../app/uploads/upload-queue.ts";
import { useBusy } from "../../../app/use-busy.ts";
import { type EditedNode, editableTree, importTree, removeNode, renameNode } from "./edited-tree.ts";
import styles from "./word-import.module.css";
import { WordTreeEditor } from "./word-tree-editor.tsx";

const MB = 1024 * 1024;
const LEVEL_OPTIONS = [1, 2, 3, 4, 5, 6].map((n) => ({
  value: n,
  label: formatMessage(T.headingOption, { n }),
}));

interface SourceValues {
  file?: File;
  chapter: number;
  section: number;
  fileLevel: number | null;
  target: "append" | "chapter";
  chapterOid?: string;
}

const INITIAL: SourceValues = { chapter: 1, section: 2, fileLevel: null, target: "append" };

function TaskProgress({ task }: { task: UserTask | undefined }) {
  if (task?.state === "FAILED") {
    return <Alert type="error" showIcon message={T.failed} description={task.errorMessage} />;
  }
  return <Progress percent={task?.progress ?? 0} status="active" />;
}

function unmappedText(task: UserTask): string | null {
  const counts = Object.entries(task.output?.wordImport?.unmapped ?? {});
  if (counts.length === 0) return null;
  return formatMessage(T.unmappedSummary, { list: counts.map(([kind, n]) => `${kind} ${n}`).join("、") });
}

/** Mounted while open (WordImportButton), so each opening starts afresh. */
export function WordImportDialog(props: { book: BookDetail; onClose: () => void }) {
  const { book, onClose } = props;
  const [form] = Form.useForm<SourceValues>();
  const submitting = useBusy();
  const client = useQueryClient();
  const chapters = useChapterTree(book.oid);
  const [values, setValues] = useState<SourceValues>(INITIAL);
  const [parseOid, setParseOid] = useState<string | null>(null);
  const [importOid, setImportOid] = useState<string | null>(null);
  const [tree, setTree] = useState<EditedNode[] | null>(null);
  const parse = useWordTask(book.oid, parseOid).data;
  const imported = useWordTask(book.oid, importOid).data;
  const proposal = parse?.state === "DONE" ? parse.output?.wordProposal : undefined;

  useEffect(() => {
    if (proposal) setTree(editableTree(proposal));
  }, [proposal]);
  useEffect(() => {
    if (imported?.state === "DONE") void client.invalidateQueries({ queryKey: bookKeys.tree(book.oid) });
  }, [imported?.state, client, book.oid]);

  const startParse = (chosen: SourceValues) =>
    submitting.run(async () => {
      if (!chosen.file) return;
      setValues(chosen);
      try {
        const uploaded = await uploadFile(chosen.file, { type: "DOCUMENT" });
        const levels: WordLevels = {
          chapter: chosen.chapter,
          section: chosen.section,
          file: chosen.fileLevel,
        };
        const task = await parseWord(book.oid, { attachmentOid: uploaded.attachmentOid, levels });
        setParseOid(task.oid);
      } catch (error) {
        if (error instanceof UploadError) return;
        showFormFailure(form, error, ["file", "section"] as const);
      }
    });

  const startImport = () =>
    submitting.run(async () => {
      if (!parseOid || !tree || !proposal) return;
      const target =
        values.target === "chapter" && values.chapterOid
          ? { kind: "chapter" as const, chapterOid: values.chapterOid }
          : { kind: "append" as const };
      const task = await importWord(book.oid, {
        parseTaskOid: parseOid,
        tree: importTree(tree, proposal),
        target,
      });
      setImportOid(task.oid);
    });

  const sendable = tree !== null && proposal !== undefined && importTree(tree, proposal).length > 0;
  const stage = importOid ? "import" : proposal ? "tree" : parseOid ? "parse" : "source";
  const footer = {
    source: (
      <>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button type="primary" loading={submitting.busy} onClick={() => form.submit()}>
          {T.parse}
        </Button>
      </>
    ),
    parse: (
      <Button onClick={() => setParseOid(null)} disabled={parse?.state !== "FAILED"}>
        {T.back}
      </Button>
    ),
    tree: (
      <>
        <Button onClick={() => setParseOid(null)}>{T.back}</Button>
        <Button type="primary" loading={submitting.busy} disabled={!sendable} onClick={startImport}>
          {T.start}
        </Button>
      </>
    ),
    import: (
      <Button type="primary" onClick={onClose} disabled={imported?.state === "IN_PROGRESS"}>
        {T.close}
      </Button>
    ),
  }[stage];

  return (
    <Modal open title={T.dialogTitle} onCancel={onClose} width={720} footer={footer}>
      {stage === "source" && (
        <Form<SourceValues>
          form={form}
          layout="vertical"
          initialValues={INITIAL}
          onFinish={startParse}
          requiredMark={false}
        >
          <Form.Item
            name="file"
            label={T.chooseFile}
            extra={formatMessage(T.fileHint, { mb: WORD_IMPORT_LIMITS.maxBytes / MB })}
            rules={[{ required: true, message: T.noFile }]}
          >
            <FilePicker label={T.chooseFile} accept=".docx,.doc" />
          </Form.Item>
          <Space wrap>
            <Form.Item name="chapter" label={T.chapterLevel}>
              <Select options={LEVEL_OPTIONS} style={{ width: 120 }} aria-label={T.chapterLevel} />
            </Form.Item>
            <Form.Item name="section" label={T.sectionLevel}>
              <Select options={LEVEL_OPTIONS} style={{ width: 120 }} aria-label={T.sectionLevel} />
            </Form.Item>
            <Form.Item name="fileLevel" label={T.fileLevel}>
              <Select
                options={[{ value: null, label: T.fileLevelNone }, ...LEVEL_OPTIONS]}
                style={{ width: 160 }}
                aria-label={T.fileLevel}
              />
            </Form.Item>
          </Space>
          <Form.Item name="target" label={T.target}>
            <Radio.Group
              options={[
                { value: "append", label: T.targetAppend },
                { value: "chapter", label: T.targetChapter },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={["target"]}>
            {({ getFieldValue }) =>
              getFieldValue("target") === "chapter" && (
                <Form.Item
                  name="chapterOid"
                  label={T.chooseChapter}
                  rules={[{ required: true, message: T.noChapter }]}
                >
                  <Select
                    aria-label={T.chooseChapter}
                    options={(chapters.data?.items ?? [])
                      .filter((chapter) => !chapter.committed)
                      .map((chapter) => ({ value: chapter.oid, label: chapter.name }))}
                  />
                </Form.Item>
              )
            }
          </Form.Item>
        </Form>
      )}
      {stage === "parse" && (
        <>
          <p>{T.parsing}</p>
          <TaskProgress task={parse} />
        </>
      )}
      {stage === "tree" && proposal && tree && (
        <>
          <p>
            {formatMessage(T.summary, {
              words: proposal.words,
              images: proposal.images,
              tables: proposal.tables,
            })}
          </p>
          {proposal.notes.map((note) => (
            <Alert key={note} type="info" message={note} showIcon />
          ))}
          <h3>{T.treeTitle}</h3>
          <div className={styles.treeBox}>
            <WordTreeEditor
              nodes={tree}
              onRename={(id, title) => setTree((current) => current && renameNode(current, id, title))}
              onRemove={(id) => setTree((current) => current && removeNode(current, id))}
            />
          </div>
          {!sendable && <Alert type="warning" message={T.emptyTree} showIcon />}
        </>
      )}
      {stage === "import" &&
        (imported?.state === "DONE" ? (
          <Result
            status="success"
            title={T.done}
            subTitle={unmappedText(imported)}
            extra={
              imported.output?.attachmentOid && (
                <Button onClick={() => void downloadAttachment(imported.output?.attachmentOid ?? "")}>
                  {T.reportLink}
                </Button>
              )
            }
          />
        ) : (
          <>
            <p>{T.importing}</p>
            <TaskProgress task={imported} />
          </>
        ))}
    </Modal>
  );
}
