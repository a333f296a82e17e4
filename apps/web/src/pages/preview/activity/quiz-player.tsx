// The reader's side of an interaction: each topic with its answer input; 提交答案 marks it right or
// wrong (gradeTopic of @textbook/shared, which the published reader uses too) and shows the correct answer and the analysis; 重新作答 starts it again.
import {
  type AnswerMark,
  correctAnswerText,
  formatMessage,
  gradeTopic,
  INTERACTION_TEXTS,
  markVerdict,
  type ReaderAnswer,
  type Topic,
} from "@textbook/shared";
import { Button } from "antd";
import { useState } from "react";
import { ANSWER_INPUTS } from "./answer-inputs.tsx";
import { InlineDocumentView } from "./inline-document-view.tsx";
import styles from "./quiz.module.css";

const T = INTERACTION_TEXTS;

function TopicAnswer({ topic, index }: { topic: Topic; index: number }) {
  const [answer, setAnswer] = useState<ReaderAnswer>({});
  const [mark, setMark] = useState<AnswerMark | null>(null);
  const Input = ANSWER_INPUTS[topic.type];
  const heading = `${formatMessage(T.editor.topic, { n: index + 1 })} ${T.questionTypes[topic.type]}`;
  return (
    <section className={styles.topic} aria-label={heading}>
      <h3 className={styles.heading}>{heading}</h3>
      <InlineDocumentView document={topic.subject} className={styles.subject} />
      <Input topic={topic} answer={answer} onChange={setAnswer} mark={mark} />
      <div className={styles.actions}>
        {mark ? (
          <Button
            onClick={() => {
              setMark(null);
              setAnswer({});
            }}
          >
            {T.check.retry}
          </Button>
        ) : (
          <Button type="primary" onClick={() => setMark(gradeTopic(topic, answer))}>
            {T.check.submit}
          </Button>
        )}
      </div>
      {mark ? (
        <div className={styles.result} data-correct={mark.correct} role="status">
          <strong>{markVerdict(topic, mark)}</strong>
          {topic.type === "SHORT_ANSWER" ? (
            <div>
              <span className={styles.resultLabel}>{T.check.reference}</span>
              <InlineDocumentView document={topic.answer} />
            </div>
          ) : mark.correct ? null : (
            <p>{formatMessage(T.check.answerIs, { answer: correctAnswerText(topic) })}</p>
          )}
          {topic.analysis ? (
            <div>
              <span className={styles.resultLabel}>{T.check.analysis}</span>
              <InlineDocumentView document={topic.analysis} />
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export function QuizPlayer({ topics }: { topics: Topic[] }) {
  if (topics.length === 0) return <p className={styles.empty}>{T.check.empty}</p>;
  return (
    <div className={styles.quiz}>
      {topics.map((topic, index) => (
        <TopicAnswer key={topic.oid} topic={topic} index={index} />
      ))}
    </div>
  );
}
