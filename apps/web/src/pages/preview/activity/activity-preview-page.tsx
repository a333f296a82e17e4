// The activity preview (GET .../activities/{a}/preview-url answers its path, ACTIVITY_PREVIEW_ROUTE):
// an interaction's topics as a reader meets them, to answer and be told right or wrong.
import { useQuery } from "@tanstack/react-query";
import { formatMessage, INTERACTION_TEXTS } from "@textbook/shared";
import { Alert, Spin, Tag } from "antd";
import { useParams } from "react-router";
import { activityKeys, fetchActivity, fetchTopics } from "../../../api/activities.ts";
import styles from "./quiz.module.css";
import { QuizPlayer } from "./quiz-player.tsx";

const T = INTERACTION_TEXTS;

export function ActivityPreviewPage() {
  const { bookOid = "", chapterOid = "", sectionOid = "", fileOid = "", activityOid = "" } = useParams();
  const file = { bookOid, chapterOid, sectionOid, fileOid };
  const activity = useQuery({
    queryKey: activityKeys.one(fileOid, activityOid),
    queryFn: () => fetchActivity(file, activityOid),
    retry: false,
  });
  const topics = useQuery({
    queryKey: activityKeys.topics(fileOid, activityOid),
    queryFn: () => fetchTopics(file, activityOid),
    enabled: activity.isSuccess,
  });
  if (activity.isError) return <Alert type="warning" title={T.check.notFound} />;
  if (!activity.data || !topics.data) return <Spin />;
  const kind = activity.data.type === "TEST" ? T.kinds.TEST : T.kinds.SUBJECTIVE;
  return (
    <article className={styles.page}>
      <header className={styles.pageHeader}>
        <h2>{activity.data.title || T.defaultTitle}</h2>
        <Tag color="cyan">{kind}</Tag>
        <span className={styles.count}>{formatMessage(T.topicCount, { n: topics.data.total })}</span>
      </header>
      <QuizPlayer topics={topics.data.items} />
    </article>
  );
}
