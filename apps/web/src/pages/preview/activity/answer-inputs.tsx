// How a reader answers each question type (shell §3) in the preview: choose one or several options,
// true or false, fill each blank, put the items in order, connect each left item to a right one,
// or write an answer. Options show as the author wrote them, lettered in the stored order.
import {
  type AnswerMark,
  formatMessage,
  INTERACTION_TEXTS,
  optionLetter as letter,
  type ReaderAnswer,
  type Topic,
} from "@textbook/shared";
import { Button, Checkbox, Input, Radio } from "antd";
import { InlineDocumentView } from "./inline-document-view.tsx";
import styles from "./quiz.module.css";

const T = INTERACTION_TEXTS;

export interface AnswerInputProps {
  topic: Topic;
  answer: ReaderAnswer;
  onChange: (answer: ReaderAnswer) => void;
  /** Once submitted: the mark, and the inputs are read-only. */
  mark: AnswerMark | null;
}

function Labelled({ label, document }: { label: string; document: Topic["subject"] }) {
  return (
    <span className={styles.labelled}>
      <span className={styles.letter}>{label}.</span>
      <InlineDocumentView document={document} className={styles.inline} />
    </span>
  );
}

function Choices({ topic, answer, onChange, mark }: AnswerInputProps) {
  if (topic.type !== "SINGLE" && topic.type !== "MULTIPLE") return null;
  const chosen = answer.choices ?? [];
  if (topic.type === "SINGLE") {
    return (
      <Radio.Group
        className={styles.choices}
        disabled={mark !== null}
        value={chosen[0] ?? null}
        onChange={(event) => onChange({ choices: [event.target.value as string] })}
      >
        {topic.options.map((option, index) => (
          <Radio key={option.id} value={option.id}>
            <Labelled label={letter(index)} document={option.content} />
          </Radio>
        ))}
      </Radio.Group>
    );
  }
  return (
    <div className={styles.choices}>
      {topic.options.map((option, index) => (
        <Checkbox
          key={option.id}
          disabled={mark !== null}
          checked={chosen.includes(option.id)}
          onChange={(event) =>
            onChange({
              choices: event.target.checked
                ? [...chosen, option.id]
                : chosen.filter((id) => id !== option.id),
            })
          }
        >
          <Labelled label={letter(index)} document={option.content} />
        </Checkbox>
      ))}
    </div>
  );
}

function Judge({ answer, onChange, mark }: AnswerInputProps) {
  return (
    <Radio.Group
      disabled={mark !== null}
      value={answer.judge ?? null}
      onChange={(event) => onChange({ judge: event.target.value as boolean })}
      options={[
        { value: true, label: T.judgeTrue },
        { value: false, label: T.judgeFalse },
      ]}
    />
  );
}

function Blanks({ topic, answer, onChange, mark }: AnswerInputProps) {
  if (topic.type !== "FILL") return null;
  const blanks = answer.blanks ?? {};
  return (
    <div className={styles.blanks}>
      {topic.options.map((blank, index) => {
        const label = formatMessage(T.blank, { n: index + 1 });
        return (
          <div key={blank.id} className={styles.blank}>
            <span>{label}</span>
            <Input
              aria-label={label}
              disabled={mark !== null}
              value={blanks[blank.id] ?? ""}
              onChange={(event) => onChange({ blanks: { ...blanks, [blank.id]: event.target.value } })}
            />
            {mark?.blanks ? (
              <span className={styles.blankMark} data-correct={mark.blanks[blank.id] === true}>
                {mark.blanks[blank.id] ? T.check.blankRight : T.check.blankWrong}
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function Order({ topic, answer, onChange, mark }: AnswerInputProps) {
  if (topic.type !== "SORT") return null;
  const ids = topic.options.map((option) => option.id);
  const order = answer.order ?? ids;
  const move = (from: number, to: number) => {
    const next = [...order];
    [next[from], next[to]] = [next[to] as string, next[from] as string];
    onChange({ order: next });
  };
  return (
    <ol className={styles.order}>
      {order.map((id, index) => {
        const option = topic.options.find((item) => item.id === id);
        if (!option) return null;
        const label = letter(ids.indexOf(id));
        return (
          <li key={id} className={styles.orderItem}>
            <Labelled label={label} document={option.content} />
            <Button
              size="small"
              aria-label={`${label} ${T.editor.moveUp}`}
              disabled={mark !== null || index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </Button>
            <Button
              size="small"
              aria-label={`${label} ${T.editor.moveDown}`}
              disabled={mark !== null || index === order.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </Button>
          </li>
        );
      })}
    </ol>
  );
}

function Connect({ topic, answer, onChange, mark }: AnswerInputProps) {
  if (topic.type !== "CONNECT") return null;
  const left = topic.options.filter((item) => item.side === "LEFT");
  const right = topic.options.filter((item) => item.side === "RIGHT");
  const pairs = answer.pairs ?? {};
  return (
    <div className={styles.connect}>
      <div className={styles.column}>
        {left.map((item, index) => {
          const label = `${index + 1}`;
          return (
            <div key={item.id} className={styles.connectRow}>
              <Labelled label={label} document={item.content} />
              <select
                aria-label={`${label} ${T.check.pick}`}
                disabled={mark !== null}
                value={pairs[item.id] ?? ""}
                onChange={(event) => {
                  const next = { ...pairs };
                  if (event.target.value) next[item.id] = event.target.value;
                  else delete next[item.id];
                  onChange({ pairs: next });
                }}
              >
                <option value="">{T.check.pick}</option>
                {right.map((target, position) => (
                  <option key={target.id} value={target.id}>
                    {letter(position)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <div className={styles.column}>
        {right.map((item, index) => (
          <Labelled key={item.id} label={letter(index)} document={item.content} />
        ))}
      </div>
    </div>
  );
}

function Written({ answer, onChange, mark }: AnswerInputProps) {
  return (
    <Input.TextArea
      aria-label={T.check.yourAnswer}
      placeholder={T.check.yourAnswer}
      disabled={mark !== null}
      autoSize={{ minRows: 2, maxRows: 6 }}
      value={answer.text ?? ""}
      onChange={(event) => onChange({ text: event.target.value })}
    />
  );
}

export const ANSWER_INPUTS = {
  SINGLE: Choices,
  MULTIPLE: Choices,
  JUDGE: Judge,
  FILL: Blanks,
  SORT: Order,
  CONNECT: Connect,
  SHORT_ANSWER: Written,
} as const;
