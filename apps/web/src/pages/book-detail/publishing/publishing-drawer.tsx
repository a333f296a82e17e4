// 发布管理 of one book (issue 16 §3): its publish and book state, 申请发布, 构建 with the build's
// progress, 发布 and 回滚, the editions, 分享链接 and the three histories. Each button shows per the
// book's abilities (the server's policy); whether the application was approved is the server's to
// say when 发布 is asked.
import { CloudUploadOutlined, RocketOutlined, SendOutlined, ShareAltOutlined } from "@ant-design/icons";
import {
  BOOK_DETAIL_TEXTS,
  BOOK_STATE_LABELS,
  type BookDetail,
  type Edition,
  formatMessage,
  PUBLISHING_PAGE_TEXTS,
  PUBLISHING_TEXTS,
  type UserTask,
} from "@textbook/shared";
import { Button, Drawer, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useBuild, useEditions, useRelease } from "../../../api/publishing.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import { LoadFailed } from "../../../app/list/load-failed.tsx";
import { STATE_COLOURS } from "../../books/book-card.tsx";
import { PublishStateTag } from "../../books/publish-state-tag.tsx";
import { ApplyDialog } from "./apply-dialog.tsx";
import { BuildStatus } from "./build-status.tsx";
import { EditionsTable, editionName } from "./editions-table.tsx";
import { PublishHistories } from "./publish-histories.tsx";
import styles from "./publishing.module.css";
import { ReleaseDialog } from "./release-dialog.tsx";
import { ShareLinksDialog } from "./share-links-dialog.tsx";
import { type TaskEnd, useFollowedTask } from "./use-followed-task.ts";
import { useLatestBuild } from "./use-latest-build.ts";

const T = PUBLISHING_PAGE_TEXTS;

/** The dialog the drawer opens with (the book list's 申请发布 and 分享链接 entries). */
export type PublishingDialog = "apply" | "share";

interface ReleaseFollowed {
  taskOid: string;
  number: number;
}

const taskLink = (task: UserTask) => ({
  label: BOOK_DETAIL_TEXTS.viewTask,
  to: `/f/task/detail/${task.oid}`,
});

function onReleaseEnd(followed: ReleaseFollowed, end: TaskEnd) {
  if (end.state === "DONE") toast.success(formatMessage(T.release.done, { number: followed.number }));
  else
    toast.error(formatMessage(T.release.failed, { number: followed.number, reason: end.errorMessage ?? "" }));
}

function onBuildEnd(edition: Edition) {
  if (edition.state === "READY") toast.success(formatMessage(T.build.done, { number: edition.number }));
  else toast.error(formatMessage(T.build.failed, { number: edition.number }));
}

function PublishingContent({
  book,
  initialDialog,
}: {
  book: BookDetail;
  initialDialog: PublishingDialog | null;
}) {
  const abilities = book.abilities;
  // An address asking for 申请发布 opens it only for those who may apply.
  const [dialogOpen, setDialogOpen] = useState<PublishingDialog | "release" | null>(
    initialDialog === "apply" && !abilities.applyPublish ? null : initialDialog,
  );
  const releaseTask = useFollowedTask<ReleaseFollowed>(book.oid, onReleaseEnd);
  const releasing = releaseTask.followed;
  const editions = useEditions(book.oid);
  const builds = useLatestBuild(book.oid, onBuildEnd);
  const latestBuild = builds.latest;
  const build = useBuild(book.oid);
  const release = useRelease(book.oid);
  const data = editions.data;

  async function startBuild() {
    try {
      const { task, edition } = await build.mutateAsync();
      builds.watch(edition.oid);
      toast.success(T.build.started, taskLink(task));
    } catch {
      // shown by the global handler
    }
  }

  async function startRelease(edition: Edition) {
    try {
      const task = await release.mutateAsync(edition.oid);
      setDialogOpen(null);
      releaseTask.follow({ taskOid: task.oid, number: edition.number });
      toast.success(T.release.started, taskLink(task));
    } catch {
      // shown by the global handler (not approved yet, no edition, …)
    }
  }

  async function askRelease(edition: Edition, rollback: boolean) {
    const yes = await dialog.confirm("change", {
      title: rollback ? T.release.rollbackTitle : T.release.title,
      content: formatMessage(rollback ? T.release.rollbackConfirm : T.release.releaseConfirm, {
        number: edition.number,
      }),
      okText: rollback ? T.release.rollbackOk : T.release.submit,
    });
    if (yes) await startRelease(edition);
  }

  if (editions.isError && !data) {
    return <LoadFailed title={T.loadFailed} error={editions.error} onRetry={() => editions.refetch()} />;
  }
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;

  const released = data.items.find((edition) => edition.oid === data.releasedEditionOid);
  const building = latestBuild.data?.state === "BUILDING" || build.isPending;
  const busyReleasing = releasing !== null || release.isPending;
  const open = data.openApplication;

  return (
    <div className={styles.content}>
      <dl className={styles.facts}>
        <div>
          <dt>{T.bookState}</dt>
          <dd>
            <Tag color={STATE_COLOURS[book.state]}>{BOOK_STATE_LABELS[book.state]}</Tag>
          </dd>
        </div>
        <div>
          <dt>{T.publishState}</dt>
          <dd>
            <PublishStateTag state={data.publishState} />
          </dd>
        </div>
        <div>
          <dt>{T.releasedEdition}</dt>
          <dd>{released ? editionName(released) : T.notReleased}</dd>
        </div>
        <div>
          <dt>{T.firstReleasedAt}</dt>
          <dd>{formatDateTime(data.firstReleasedAt)}</dd>
        </div>
      </dl>
      {open && (
        <p className={styles.hint}>
          {formatMessage(T.openApplication, {
            applicant: open.applicant.fullName,
            time: formatDateTime(open.createdAt),
            planType: PUBLISHING_TEXTS.planTypes[open.planType],
          })}
        </p>
      )}

      <div className={styles.toolbar}>
        {abilities.applyPublish && (
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden />}
            disabled={open !== null}
            title={open ? T.apply.pending : undefined}
            onClick={() => setDialogOpen("apply")}
          >
            {T.apply.button}
          </Button>
        )}
        {abilities.build && (
          <Button icon={<CloudUploadOutlined aria-hidden />} loading={building} onClick={startBuild}>
            {T.build.button}
          </Button>
        )}
        {abilities.release && (
          <Button
            icon={<RocketOutlined aria-hidden />}
            loading={busyReleasing}
            onClick={() => setDialogOpen("release")}
          >
            {T.release.button}
          </Button>
        )}
        <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => setDialogOpen("share")}>
          {T.share.button}
        </Button>
      </div>

      <BuildStatus edition={latestBuild.data ?? null} />
      {releasing && (
        <p className={styles.hint} role="status">
          {formatMessage(T.release.running, { number: releasing.number })}
        </p>
      )}

      <section aria-label={T.editions.title}>
        <h4 className={styles.subTitle}>{T.editions.title}</h4>
        <EditionsTable
          editions={data.items}
          loading={editions.isFetching && !releasing}
          canRelease={abilities.release}
          canExport={abilities.export}
          releasing={busyReleasing}
          onRelease={askRelease}
        />
      </section>

      <PublishHistories bookOid={book.oid} />

      {abilities.applyPublish && (
        <ApplyDialog bookOid={book.oid} open={dialogOpen === "apply"} onClose={() => setDialogOpen(null)} />
      )}
      {abilities.release && (
        <ReleaseDialog
          open={dialogOpen === "release"}
          editions={data.items}
          sending={release.isPending}
          onRelease={startRelease}
          onClose={() => setDialogOpen(null)}
        />
      )}
      <ShareLinksDialog
        bookOid={book.oid}
        open={dialogOpen === "share"}
        editions={data.items}
        onClose={() => setDialogOpen(null)}
      />
    </div>
  );
}

export function PublishingDrawer(props: {
  book: BookDetail;
  open: boolean;
  initialDialog: PublishingDialog | null;
  onClose: () => void;
}) {
  return (
    <Drawer title={T.title} open={props.open} onClose={props.onClose} size={880} destroyOnHidden>
      {props.open && <PublishingContent book={props.book} initialDialog={props.initialDialog} />}
    </Drawer>
  );
}
