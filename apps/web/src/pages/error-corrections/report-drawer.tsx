// One report in a drawer: where it is, what the reader quoted and wrote, the screenshot, and — for
// those who may process it (abilities.update) — the reply form and 标记为已处理.
import { ERROR_CORRECTION_LIMITS, FEEDBACK_TYPE_LABELS, ERROR_CORRECTION_TEXTS as T } from "@textbook/shared";
import { Button, Descriptions, Drawer, Form, Image, Input, Skeleton } from "antd";
import { Link } from "react-router";
import { useErrorCorrection, useProcessErrorCorrection } from "../../api/error-corrections.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { showFormFailure } from "../../app/form-failure.ts";
import { toast } from "../../app/global/toast.ts";
import styles from "./error-corrections.module.css";
import { FeedbackStateTag } from "./feedback-state-tag.tsx";

export function ReportDrawer(props: {
  bookOid: string;
  oid: string | null;
  canProcess: boolean;
  locate: (report: { oid: string; fileOid: string }) => string | null;
  onClose: () => void;
}) {
  const report = useErrorCorrection(props.bookOid, props.oid);
  const process = useProcessErrorCorrection(props.bookOid);
  const [form] = Form.useForm<{ reply: string }>();
  const data = report.data;
  const located = data ? props.locate(data) : null;
  const place = data ? [data.chapterName, data.sectionName, data.fileName].filter(Boolean).join(" / ") : "";

  const submit = async ({ reply }: { reply: string }) => {
    if (!props.oid) return;
    try {
      await process.mutateAsync({ oid: props.oid, reply: reply.trim() });
      toast.success(T.processed);
      form.resetFields();
    } catch (error) {
      // A report processed meanwhile answers 409 with the catalogue's message; the list refreshes.
      showFormFailure(form, error, ["reply"] as const);
    }
  };

  return (
    <Drawer
      title={T.detailTitle}
      open={props.oid !== null}
      onClose={props.onClose}
      size={560}
      destroyOnHidden
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={T.columnState}>
              <FeedbackStateTag state={data.state} />
            </Descriptions.Item>
            <Descriptions.Item label={T.columnType}>{FEEDBACK_TYPE_LABELS[data.type]}</Descriptions.Item>
            <Descriptions.Item label={T.columnPlace}>
              {place || T.placeGone}{" "}
              {located ? (
                <Link to={located}>{T.locate}</Link>
              ) : (
                <span className={styles.muted}>{T.placeGone}</span>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={T.quoteLabel}>
              <blockquote className={styles.quote}>{data.quote || "—"}</blockquote>
            </Descriptions.Item>
            <Descriptions.Item label={T.descriptionLabel}>{data.description}</Descriptions.Item>
            <Descriptions.Item label={T.columnReporter}>
              {data.reporterName}（{data.reporterPhone}）
            </Descriptions.Item>
            <Descriptions.Item label={T.columnCreatedAt}>{formatDateTime(data.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={T.screenshot}>
              {data.screenshotUrl ? (
                <Image width={200} src={data.screenshotUrl} alt={T.screenshot} />
              ) : (
                T.noScreenshot
              )}
            </Descriptions.Item>
            {data.state === "PROCESSED" && (
              <Descriptions.Item label={T.replyLabel}>
                {data.reply}
                <div className={styles.muted}>
                  {data.processedByName} {formatDateTime(data.processedAt)}
                </div>
              </Descriptions.Item>
            )}
          </Descriptions>
          {data.state === "PENDING" && props.canProcess && (
            <Form form={form} layout="vertical" onFinish={submit} className={styles.replyForm}>
              <Form.Item
                name="reply"
                label={T.replyLabel}
                rules={[{ required: true, whitespace: true, message: T.replyRequired }]}
              >
                <Input.TextArea
                  rows={4}
                  maxLength={ERROR_CORRECTION_LIMITS.reply}
                  showCount
                  placeholder={T.replyPlaceholder}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={process.isPending}>
                {T.markProcessed}
              </Button>
            </Form>
          )}
        </>
      )}
    </Drawer>
  );
}
