// A book's application data /f/books-application-data/detail/{bookId} (issue 18 §4): summary cards,
// charts (reading time per day, completion per chapter, correct rate per question), the chapter and
// section tree with figures per node, and for the chosen section its videos and quiz questions
// (hardest first). 导出 and 重新统计 start tasks (the task center has their results).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatMessage, type StatQuestion, type StatVideo, READING_STATS_TEXTS as T } from "@textbook/shared";
import { Button, Empty, Space, Table, type TableColumnsType } from "antd";
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import {
  appDataKeys,
  exportAppData,
  fetchAppSummary,
  fetchAppTree,
  fetchSectionQuizzes,
  fetchSectionVideos,
  fetchStatState,
  recomputeStats,
} from "../../api/reading-stats.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { toast } from "../../app/global/toast.ts";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import list from "../list-page.module.css";
import styles from "./app-data.module.css";
import { type TreeRow, treeRows } from "./app-data-tree.ts";
import { StatChart } from "./stat-chart.tsx";

const percent = (value: number) => `${value}%`;

const TREE_COLUMNS: TableColumnsType<TreeRow> = [
  { title: T.columns.chapter, dataIndex: "title", key: "title" },
  { title: T.columns.readers, dataIndex: "readers", key: "readers", width: 100 },
  { title: T.columns.readingTime, dataIndex: "time", key: "time", width: 120 },
  {
    title: T.columns.completion,
    dataIndex: "completionRate",
    key: "completion",
    width: 100,
    render: percent,
  },
  { title: T.cards.videoPlays, dataIndex: "videoPlays", key: "plays", width: 120 },
  { title: T.cards.quizAttempts, dataIndex: "quizAttempts", key: "attempts", width: 100 },
  { title: T.cards.correctRate, dataIndex: "correctRate", key: "correct", width: 100, render: percent },
];

const VIDEO_COLUMNS: TableColumnsType<StatVideo> = [
  { title: T.columns.video, dataIndex: "title", key: "title" },
  { title: T.columns.file, dataIndex: "fileTitle", key: "file" },
  { title: T.columns.plays, dataIndex: "plays", key: "plays", width: 120 },
  { title: T.columns.watched, dataIndex: "watchedRate", key: "watched", width: 140, render: percent },
];

const QUIZ_COLUMNS: TableColumnsType<StatQuestion> = [
  { title: T.columns.question, dataIndex: "title", key: "title" },
  { title: T.columns.attempts, dataIndex: "attempts", key: "attempts", width: 120 },
  { title: T.columns.correctRate, dataIndex: "correctRate", key: "correct", width: 120, render: percent },
];

const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />;

export function AppDataDetailPage() {
  const bookOid = useParams().bookId ?? "";
  const queryClient = useQueryClient();
  const [place, setPlace] = useState<{ chapterOid: string; sectionOid: string } | null>(null);
  const summary = useQuery({
    queryKey: appDataKeys.summary(bookOid),
    queryFn: ({ signal }) => fetchAppSummary(bookOid, signal),
  });
  const tree = useQuery({
    queryKey: appDataKeys.tree(bookOid),
    queryFn: ({ signal }) => fetchAppTree(bookOid, signal),
  });
  const state = useQuery({
    queryKey: appDataKeys.state(bookOid),
    queryFn: ({ signal }) => fetchStatState(bookOid, signal),
  });
  const videos = useQuery({
    queryKey: appDataKeys.section(bookOid, place?.sectionOid ?? "", "videos"),
    queryFn: ({ signal }) => (place ? fetchSectionVideos(bookOid, place, signal) : { items: [] }),
    enabled: place !== null,
  });
  const quizzes = useQuery({
    queryKey: appDataKeys.section(bookOid, place?.sectionOid ?? "", "quizzes"),
    queryFn: ({ signal }) => (place ? fetchSectionQuizzes(bookOid, place, signal) : { items: [] }),
    enabled: place !== null,
  });
  const rows = useMemo(() => (tree.data ? treeRows(tree.data) : []), [tree.data]);
  const days = summary.data?.days ?? [];
  const dayChart = useMemo(
    () => ({
      categories: days.map((day) => day.day.slice(5)),
      values: days.map((day) => Math.round(day.seconds / 60)),
    }),
    [days],
  );
  const chapterChart = useMemo(
    () => ({ categories: rows.map((row) => row.title), values: rows.map((row) => row.completionRate) }),
    [rows],
  );
  const questionItems = quizzes.data?.items ?? [];
  const questionChart = useMemo(
    () => ({
      categories: questionItems.map((item) => item.title),
      values: questionItems.map((item) => item.correctRate),
    }),
    [questionItems],
  );

  if (summary.isError) {
    return <LoadFailed title={T.detailTitle} error={summary.error} onRetry={() => summary.refetch()} />;
  }
  const figures = summary.data;
  const cards: [string, string | number][] = figures
    ? [
        [T.cards.readers, figures.readers],
        [T.cards.readingTime, figures.time],
        [T.cards.averageTime, figures.averageTime],
        [T.cards.completion, percent(figures.completionRate)],
        [T.cards.videoPlays, figures.videoPlays],
        [T.cards.quizAttempts, figures.quizAttempts],
        [T.cards.correctRate, percent(figures.correctRate)],
      ]
    : [];

  async function startExport() {
    await exportAppData(bookOid);
    toast.success(T.exportStarted);
  }
  async function startRecompute() {
    await recomputeStats(bookOid);
    toast.success(T.calcStarted);
    void queryClient.invalidateQueries({ queryKey: ["book-applications", bookOid] });
  }
  const quietly = (action: () => Promise<void>) => () => void action().catch(() => undefined);

  return (
    <section className={list.page} aria-label={T.detailTitle}>
      <div className={list.listToolbar}>
        <h2 className={styles.heading}>{figures?.bookName ?? T.detailTitle}</h2>
        <span className={styles.state}>
          {state.data?.updatedAt
            ? formatMessage(T.lastComputed, { time: formatDateTime(state.data.updatedAt) })
            : T.neverComputed}
        </span>
        <Space className={list.total}>
          <Button onClick={quietly(startRecompute)}>{T.calcAgain}</Button>
          <Button type="primary" onClick={quietly(startExport)}>
            {T.export}
          </Button>
        </Space>
      </div>
      <div className={styles.cards}>
        {cards.map(([label, value]) => (
          <div key={label} className={styles.card}>
            <div className={styles.cardLabel}>{label}</div>
            <div className={styles.cardValue}>{value}</div>
          </div>
        ))}
      </div>
      <div className={styles.charts}>
        <StatChart title={T.charts.perDay} kind="line" {...dayChart} />
        <StatChart title={T.charts.perChapter} kind="bar" max={100} {...chapterChart} />
        {place && <StatChart title={T.charts.perQuestion} kind="bar" max={100} {...questionChart} />}
      </div>
      <h3 className={styles.heading}>{T.tree}</h3>
      <Table
        className={list.table}
        columns={TREE_COLUMNS}
        dataSource={rows}
        loading={tree.isPending}
        pagination={false}
        locale={{ emptyText: empty }}
        onRow={(row) => ({ onClick: () => row.place && setPlace(row.place) })}
        rowClassName={(row) =>
          row.place && row.place.sectionOid === place?.sectionOid ? "ant-table-row-selected" : ""
        }
      />
      <h3 className={styles.heading}>{T.videos}</h3>
      {place ? (
        <Table
          className={list.table}
          rowKey="blockOid"
          columns={VIDEO_COLUMNS}
          dataSource={videos.data?.items}
          loading={videos.isPending}
          pagination={false}
          locale={{ emptyText: empty }}
        />
      ) : (
        <p className={styles.state}>{T.pickSection}</p>
      )}
      <h3 className={styles.heading}>{T.quizzes}</h3>
      {place ? (
        <Table
          className={list.table}
          rowKey={(item) => `${item.blockOid}/${item.topicOid}`}
          columns={QUIZ_COLUMNS}
          dataSource={questionItems}
          loading={quizzes.isPending}
          pagination={false}
          locale={{ emptyText: empty }}
        />
      ) : (
        <p className={styles.state}>{T.pickSection}</p>
      )}
    </section>
  );
}
