// The fields of one topic, per question type (shell §3): the subject, then what the type asks for —
// choices with the correct ones, items in their correct order, two columns to connect, true or
// false, the accepted answers of each blank, a reference answer — then the analysis. Every text is
// an inline editor of content §2; each change goes through topic-edits.ts.
import {
  formatMessage,
  INTERACTION_TEXTS,
  type InlineDocument,
  optionLetter as letter,
} from "@textbook/shared";
import { Button, Checkbox, Radio } from "antd";
import type { ReactNode } from "react";
import { InlineEditor } from "./inline-editor.tsx";
import styles from "./topic-dialog.module.css";
import type { OptionDraft, Problems, TopicDraft } from "./topic-drafts.ts";
import {
  addBlankAnswer,
  addOption,
  moveOption,
  removeBlankAnswer,
  removeOption,
  setAnalysis,
  setBlankAnswer,
  setJudge,
  setOptionContent,
  setPair,
  setReference,
  setSubject,
  toggleCorrect,
} from "./topic-edits.ts";

const T = INTERACTION_TEXTS.editor;

export interface FieldsProps {
  draft: TopicDraft;
  problems: Problems;
  change: (edit: (draft: TopicDraft) => TopicDraft) => void;
}

function Problem({ message }: { message: string | undefined }) {
  return message ? <p className={styles.problem}>{message}</p> : null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      {children}
    </div>
  );
}

function OptionEditor({ item, label, props }: { item: OptionDraft; label: string; props: FieldsProps }) {
  const { problems, change } = props;
  return (
    <InlineEditor
      id="option"
      label={label}
      value={item.content}
      problem={problems[`option:${item.id}`]}
      onChange={(content) => change((draft) => setOptionContent(draft, item.id, content))}
    />
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="small" type="text" danger aria-label={label} onClick={onClick}>
      {T.remove}
    </Button>
  );
}

interface OptionRowProps {
  item: OptionDraft;
  /** What stands before the option: its letter or number, or the correct mark holding it. */
  mark: ReactNode;
  label: string;
  /** How 删除 names the option. */
  name: string;
  props: FieldsProps;
  /** What the type adds after the option's editor (moves, its match). */
  children?: ReactNode;
}

/** One option of a list: its mark, its editor, what the type adds, and 删除. */
function OptionRow({ item, mark, label, name, props, children }: OptionRowProps) {
  return (
    <div className={styles.optionRow}>
      {mark}
      <OptionEditor item={item} label={label} props={props} />
      {children}
      <RemoveButton
        label={`${T.removeOption} ${name}`}
        onClick={() => props.change((current) => removeOption(current, item.id))}
      />
    </div>
  );
}

/** The list's problem and its 添加选项 button. */
function AddOption({ problems, change }: FieldsProps) {
  return (
    <>
      <Problem message={problems.options ?? problems.answer} />
      <Button size="small" onClick={() => change((current) => addOption(current))}>
        {T.addOption}
      </Button>
    </>
  );
}

/** SINGLE and MULTIPLE: each choice with its correct mark. */
function Choices(props: FieldsProps) {
  const { draft, change } = props;
  const Mark = draft.type === "SINGLE" ? Radio : Checkbox;
  return (
    <Field label={T.options}>
      {draft.options.map((item, index) => {
        const label = formatMessage(T.option, { label: letter(index) });
        const mark = (
          <Mark
            checked={draft.correct.includes(item.id)}
            onChange={() => change((current) => toggleCorrect(current, item.id))}
            aria-label={`${label} ${T.correct}`}
          >
            {letter(index)}
          </Mark>
        );
        return (
          <OptionRow key={item.id} item={item} mark={mark} label={label} name={letter(index)} props={props} />
        );
      })}
      <AddOption {...props} />
    </Field>
  );
}

/** SORT: the items in their correct order; the reader meets them shuffled. */
function SortItems(props: FieldsProps) {
  const { draft, change } = props;
  return (
    <Field label={T.sortHint}>
      {draft.options.map((item, index) => {
        const label = formatMessage(T.option, { label: index + 1 });
        const mark = <span className={styles.optionLabel}>{index + 1}</span>;
        return (
          <OptionRow
            key={item.id}
            item={item}
            mark={mark}
            label={label}
            name={String(index + 1)}
            props={props}
          >
            <Button
              size="small"
              type="text"
              aria-label={`${label} ${T.moveUp}`}
              disabled={index === 0}
              onClick={() => change((current) => moveOption(current, item.id, -1))}
            >
              ↑
            </Button>
            <Button
              size="small"
              type="text"
              aria-label={`${label} ${T.moveDown}`}
              disabled={index === draft.options.length - 1}
              onClick={() => change((current) => moveOption(current, item.id, 1))}
            >
              ↓
            </Button>
          </OptionRow>
        );
      })}
      <AddOption {...props} />
    </Field>
  );
}

/** CONNECT: left items numbered, right items lettered; each left item picks its right one. */
function Connections(props: FieldsProps) {
  const { draft, problems, change } = props;
  const left = draft.options.filter((item) => item.side === "LEFT");
  const right = draft.options.filter((item) => item.side === "RIGHT");
  return (
    <Field label={T.options}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <span className={styles.fieldLabel}>{T.left}</span>
          {left.map((item, index) => {
            const label = formatMessage(T.leftItem, { label: index + 1 });
            const mark = <span className={styles.optionLabel}>{index + 1}</span>;
            return (
              <OptionRow key={item.id} item={item} mark={mark} label={label} name={label} props={props}>
                <select
                  className={styles.pairSelect}
                  aria-label={`${label} ${T.match}`}
                  value={draft.pairs[item.id] ?? ""}
                  onChange={(event) =>
                    change((current) => setPair(current, item.id, event.target.value || null))
                  }
                >
                  <option value="">{T.noMatch}</option>
                  {right.map((target, position) => (
                    <option key={target.id} value={target.id}>
                      {letter(position)}
                    </option>
                  ))}
                </select>
              </OptionRow>
            );
          })}
          <Button size="small" onClick={() => change((current) => addOption(current, "LEFT"))}>
            {T.addLeft}
          </Button>
        </div>
        <div className={styles.column}>
          <span className={styles.fieldLabel}>{T.right}</span>
          {right.map((item, index) => {
            const label = formatMessage(T.rightItem, { label: letter(index) });
            const mark = <span className={styles.optionLabel}>{letter(index)}</span>;
            return (
              <OptionRow key={item.id} item={item} mark={mark} label={label} name={label} props={props} />
            );
          })}
          <Button size="small" onClick={() => change((current) => addOption(current, "RIGHT"))}>
            {T.addRight}
          </Button>
        </div>
      </div>
      <Problem message={problems.options ?? problems.answer} />
    </Field>
  );
}

function Judge({ draft, problems, change }: FieldsProps) {
  return (
    <Field label={T.correct}>
      <Radio.Group
        aria-label={T.correct}
        value={draft.judge}
        onChange={(event) => change((current) => setJudge(current, event.target.value as boolean))}
        options={[
          { value: true, label: INTERACTION_TEXTS.judgeTrue },
          { value: false, label: INTERACTION_TEXTS.judgeFalse },
        ]}
      />
      <Problem message={problems.answer} />
    </Field>
  );
}

/** FILL: each blank of the subject, in order, with the answers accepted there. */
function BlankAnswers({ draft, problems, change }: FieldsProps) {
  if (draft.blanks.length === 0) {
    return (
      <Field label={T.acceptedAnswers}>
        <p className={styles.hint}>{T.noBlanks}</p>
        <Problem message={problems.options} />
      </Field>
    );
  }
  return (
    <Field label={T.acceptedAnswers}>
      {draft.blanks.map((blank, index) => {
        const label = formatMessage(T.blankAnswer, { n: index + 1 });
        return (
          <div key={blank.id} className={styles.blank}>
            <span className={styles.fieldLabel}>
              {formatMessage(INTERACTION_TEXTS.blank, { n: index + 1 })}
            </span>
            {blank.answers.map((answer, position) => (
              <div key={answer.key} className={styles.optionRow}>
                <InlineEditor
                  id="fill-option"
                  label={label}
                  value={answer.content}
                  problem={problems[`blank:${blank.id}:${position}`]}
                  onChange={(content) =>
                    change((current) => setBlankAnswer(current, blank.id, answer.key, content))
                  }
                />
                <RemoveButton
                  label={`${T.removeAnswer} ${label}`}
                  onClick={() => change((current) => removeBlankAnswer(current, blank.id, answer.key))}
                />
              </div>
            ))}
            <Problem message={problems[`blank:${blank.id}`]} />
            <Button size="small" onClick={() => change((current) => addBlankAnswer(current, blank.id))}>
              {T.addAnswer}
            </Button>
          </div>
        );
      })}
      <Problem message={problems.options} />
    </Field>
  );
}

function Reference({ draft, problems, change }: FieldsProps) {
  return (
    <Field label={T.reference}>
      <InlineEditor
        id="option"
        label={T.reference}
        value={draft.reference}
        problem={problems.reference}
        onChange={(reference) => change((current) => setReference(current, reference))}
      />
    </Field>
  );
}

const ANSWER_FIELDS = {
  SINGLE: Choices,
  MULTIPLE: Choices,
  SORT: SortItems,
  CONNECT: Connections,
  JUDGE: Judge,
  FILL: BlankAnswers,
  SHORT_ANSWER: Reference,
} as const;

export function TopicFields(props: FieldsProps) {
  const { draft, problems, change } = props;
  const Answer = ANSWER_FIELDS[draft.type];
  const fill = draft.type === "FILL";
  const onSubject = (subject: InlineDocument) => change((current) => setSubject(current, subject));
  return (
    <>
      <Field label={fill ? T.fillSubject : T.subject}>
        <InlineEditor
          id={fill ? "interaction-fill-subject" : "subject"}
          label={T.subject}
          value={draft.subject}
          problem={problems.subject}
          onChange={onSubject}
        />
      </Field>
      <Answer {...props} />
      <Field label={T.analysis}>
        <InlineEditor
          id="analysis"
          label={T.analysis}
          value={draft.analysis}
          problem={problems.analysis}
          onChange={(analysis) => change((current) => setAnalysis(current, analysis))}
        />
      </Field>
      <Problem message={problems.topic} />
    </>
  );
}
