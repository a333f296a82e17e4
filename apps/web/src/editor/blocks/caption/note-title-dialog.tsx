// 题注样式 (shell §7 note-title style): how every caption of the book is numbered — by chapter
// (图1-2) or by section (图1-1-2) — and which tags figures and tables carry. Opens on the book's
// current setting; applying it submits the renumbering task.
import {
  type BookNoteTitle,
  formatMessage,
  NOTE_TITLE_IMAGE_TAGS,
  NOTE_TITLE_TABLE_TAGS,
  type NoteTitleStyleBody,
  NOTE_TITLE_TEXTS as T,
} from "@textbook/shared";
import { Modal, Radio, Select } from "antd";
import { useEffect, useState } from "react";
import styles from "./book-captions.module.css";

/** The stored tag when it is one of the choices, else the first choice. */
function choiceOf<const V extends readonly [string, ...string[]]>(values: V, value: string): V[number] {
  return values.find((candidate) => candidate === value) ?? values[0];
}

function bodyOf(current: BookNoteTitle): NoteTitleStyleBody {
  return {
    noteTitleStyle: current.noteTitleStyle,
    imageTag: choiceOf(NOTE_TITLE_IMAGE_TAGS, current.noteTitleImageTag),
    tableTag: choiceOf(NOTE_TITLE_TABLE_TAGS, current.noteTitleTableTag),
  };
}

export function NoteTitleDialog(props: {
  open: boolean;
  current: BookNoteTitle;
  submitting: boolean;
  onApply: (body: NoteTitleStyleBody) => void;
  onCancel: () => void;
}) {
  const { open, current, submitting, onApply, onCancel } = props;
  const [body, setBody] = useState(() => bodyOf(current));
  // Each opening starts from the book's setting, not from a choice cancelled earlier.
  useEffect(() => {
    if (open) setBody(bodyOf(current));
  }, [open, current]);
  const change = (part: Partial<NoteTitleStyleBody>) => setBody((before) => ({ ...before, ...part }));

  return (
    <Modal
      open={open}
      title={T.dialogTitle}
      okText={T.apply}
      confirmLoading={submitting}
      onOk={() => onApply(body)}
      onCancel={onCancel}
    >
      <div className={styles.form}>
        <span className={styles.label} id="note-title-numbering">
          {T.numbering}
        </span>
        <Radio.Group
          aria-labelledby="note-title-numbering"
          value={body.noteTitleStyle}
          onChange={(event) => change({ noteTitleStyle: event.target.value })}
          options={[
            {
              value: "CHAPTER",
              label: `${T.byChapter}（${formatMessage(T.chapterExample, { tag: body.imageTag })}）`,
            },
            {
              value: "SECTION",
              label: `${T.bySection}（${formatMessage(T.sectionExample, { tag: body.imageTag })}）`,
            },
          ]}
        />
        <label className={styles.label} htmlFor="note-title-image-tag">
          {T.imageTag}
        </label>
        <Select
          id="note-title-image-tag"
          value={body.imageTag}
          onChange={(imageTag) => change({ imageTag })}
          options={NOTE_TITLE_IMAGE_TAGS.map((tag) => ({ value: tag, label: tag }))}
        />
        <label className={styles.label} htmlFor="note-title-table-tag">
          {T.tableTag}
        </label>
        <Select
          id="note-title-table-tag"
          value={body.tableTag}
          onChange={(tableTag) => change({ tableTag })}
          options={NOTE_TITLE_TABLE_TAGS.map((tag) => ({ value: tag, label: tag }))}
        />
      </div>
      <p className={styles.hint}>{T.noteTitleHint}</p>
    </Modal>
  );
}
