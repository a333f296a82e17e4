// The push page /f/books/push/{oid} (shell §2, issue 18 §2): pick classes, students, reader accounts
// (phones) or users, push the book's released edition as a PUSH task whose progress shows here,
// and the records below with 撤回. A book never released shows why and a disabled 推送.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import {
  formatMessage,
  PUSH_TARGET_KIND_LABELS,
  PUSH_TARGET_KINDS,
  type PushTargetKind,
  PUSH_TEXTS as T,
} from "@textbook/shared";
import { Alert, Button, Progress, Result, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useBook } from "../../api/book-detail.ts";
import { useEditions } from "../../api/publishing.ts";
import { pushKeys, submitPush } from "../../api/push.ts";
import { toast } from "../../app/global/toast.ts";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useBusy } from "../../app/use-busy.ts";
import { useFollowedTask } from "../book-detail/publishing/use-followed-task.ts";
import styles from "./book-push.module.css";
import { readPhoneLines } from "./phone-lines.ts";
import { AccountPicker, ClassPicker, StudentPicker, UserPicker } from "./push-pickers.tsx";
import { PushRecords } from "./push-records.tsx";

/** Picked class and user oids per tab; the 阅读账号 tab's phones are read from its text. */
const NOTHING: Record<Exclude<PushTargetKind, "ACCOUNTS">, string[]> = { CCS: [], STUDENTS: [], USERS: [] };

export function BookPushPage() {
  const bookOid = useParams().oid ?? "";
  const book = useBook(bookOid);
  const released = book.data?.releasedEditionOid ?? null;
  const canPush = book.data?.abilities.push === true;
  const editions = useEditions(bookOid);
  const edition = editions.data?.items.find((item) => item.oid === released);
  const client = useQueryClient();
  const [kind, setKind] = useState<PushTargetKind>("CCS");
  const [selected, setSelected] = useState(NOTHING);
  const [phoneText, setPhoneText] = useState("");
  const phoneLines = readPhoneLines(phoneText);
  const sending = useBusy();
  const { followed, follow, progress } = useFollowedTask<{ taskOid: string }>(bookOid, (_, end) => {
    void client.invalidateQueries({ queryKey: pushKeys.all(bookOid) });
    if (end.state === "DONE") toast.success(T.pushed);
    else toast.error(formatMessage(T.pushFailed, { message: end.errorMessage ?? "" }));
  });

  if (book.isError && !book.data) {
    return <LoadFailed title={T.title} error={book.error} onRetry={() => book.refetch()} />;
  }
  const targets = kind === "ACCOUNTS" ? phoneLines.phones : selected[kind];
  const running = followed !== null;
  const blocked = !released || targets.length === 0 || (kind === "ACCOUNTS" && phoneLines.errors.length > 0);

  async function push() {
    await sending.run(async () => {
      const answer = await submitPush(bookOid, kind, targets);
      follow({ taskOid: answer.task.oid });
      if (kind === "ACCOUNTS") setPhoneText("");
      else setSelected((current) => ({ ...current, [kind]: [] }));
    });
  }

  const pickerProps = (of: keyof typeof NOTHING) => ({
    bookOid,
    selected: selected[of],
    onSelect: (chosen: string[]) => setSelected((current) => ({ ...current, [of]: chosen })),
  });
  const pickers: Record<PushTargetKind, React.ReactNode> = {
    CCS: <ClassPicker {...pickerProps("CCS")} />,
    STUDENTS: <StudentPicker {...pickerProps("STUDENTS")} />,
    ACCOUNTS: <AccountPicker text={phoneText} onChange={setPhoneText} />,
    USERS: <UserPicker {...pickerProps("USERS")} />,
  };

  return (
    <section className={styles.page} aria-label={T.title}>
      <header className={styles.header}>
        <Link to={`/f/books/detail/${bookOid}`} className={styles.back}>
          <ArrowLeftOutlined aria-hidden /> {T.backToBook}
        </Link>
        <h2 className={styles.bookName}>
          {book.data ? formatMessage(T.heading, { name: book.data.name }) : T.title}
        </h2>
      </header>
      {book.isPending && <Skeleton active />}
      {book.data && !canPush && <Result status="403" subTitle={T.noRight} />}
      {book.data && canPush && (
        <div className={styles.panel}>
          {released ? (
            edition && (
              <Alert type="info" showIcon title={formatMessage(T.editionLine, { n: edition.number })} />
            )
          ) : (
            <Alert type="warning" showIcon title={T.notReleased} />
          )}
          <Tabs
            activeKey={kind}
            onChange={(key) => setKind(PUSH_TARGET_KINDS.find((each) => each === key) ?? "CCS")}
            items={PUSH_TARGET_KINDS.map((each) => ({
              key: each,
              label: PUSH_TARGET_KIND_LABELS[each],
              disabled: !released,
              children: released ? pickers[each] : null,
            }))}
          />
          <div className={styles.footer}>
            <Button
              type="primary"
              disabled={blocked || running}
              loading={sending.busy}
              onClick={() => void push()}
            >
              {T.submit}
            </Button>
            {targets.length > 0 && <span>{formatMessage(T.selectedCount, { n: targets.length })}</span>}
            {released && targets.length === 0 && !running && (
              <span className={styles.hint}>{T.nothingSelected}</span>
            )}
            {running && (
              <div role="status" className={styles.progress}>
                <Progress
                  percent={progress?.progress ?? 0}
                  status="active"
                  aria-label={formatMessage(T.progress, { percent: progress?.progress ?? 0 })}
                />
              </div>
            )}
          </div>
        </div>
      )}
      {book.data && <PushRecords bookOid={bookOid} canWithdraw={canPush} />}
    </section>
  );
}
