// A QUIZ_ANSWER's score is never the client's: the server grades the answer against the edition's
// activity with the rules the reader uses (gradeTopic), and refuses an answer to a topic the
// edition does not have.
import { gradeTopic, type ReaderAnswer } from "@textbook/shared";
import type { StorageDriver } from "../../storage/driver.ts";
import { editionActivity } from "./edition-content.ts";

export interface GradedAnswer {
  activityOid: string;
  topicOid: string;
  correct: boolean;
}

export async function gradeAnswer(
  storage: StorageDriver,
  editionOid: string,
  detail: {
    activityOid?: string | undefined;
    topicOid?: string | undefined;
    answer?: ReaderAnswer | undefined;
  },
): Promise<GradedAnswer | null> {
  const { activityOid, topicOid, answer } = detail;
  if (!activityOid || !topicOid || !answer) return null;
  const activity = await editionActivity(storage, editionOid, activityOid);
  const topic = activity?.topics.find((candidate) => candidate.oid === topicOid);
  if (!topic) return null;
  return { activityOid, topicOid, correct: gradeTopic(topic, answer).correct };
}
