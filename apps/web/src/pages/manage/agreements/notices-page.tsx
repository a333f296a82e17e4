// /m/notices (issue 15 §5, SYS_ADMIN): the frame's notice banner — create, schedule (open ends
// allowed), change, withdraw. GET /systems/notice serves the one that started last.
import { MANAGE_TEXTS, type ManagedNotice, NOTICE_TEXTS } from "@textbook/shared";
import { Form, Input, type TableColumnsType } from "antd";
import { useState } from "react";
import { agreementKeys, fetchManagedNotices, saveNotice, withdrawNotice } from "../../../api/agreements.ts";
import { requiredRule, tooLongRule } from "../form-rules.ts";
import { fromLocalInput, toLocalInput } from "./schedule-inputs.ts";
import { type Editing, ScheduledFormDialog, ScheduleFields } from "./scheduled-form-dialog.tsx";
import { ScheduledListPage, scheduleColumns } from "./scheduled-list-page.tsx";

interface NoticeFormValues {
  content: string;
  startsAt: string;
  endsAt: string;
}

const FIELDS = ["content", "startsAt", "endsAt"] as const;

const columns: TableColumnsType<ManagedNotice> = [
  { title: NOTICE_TEXTS.content, dataIndex: "content", key: "content" },
  ...scheduleColumns<ManagedNotice>(),
];

export function NoticesPage() {
  const [editing, setEditing] = useState<Editing<NoticeFormValues> | null>(null);
  return (
    <>
      <ScheduledListPage<ManagedNotice>
        label={MANAGE_TEXTS.menu.notices}
        keywordPlaceholder={NOTICE_TEXTS.keywordPlaceholder}
        createLabel={NOTICE_TEXTS.createTitle}
        listKey={agreementKeys.notices}
        allKey={agreementKeys.allNotices}
        fetch={fetchManagedNotices}
        columns={columns}
        rowName={(notice) => notice.content.slice(0, 20)}
        editable={(notice) => notice.state !== "WITHDRAWN"}
        onCreate={() => setEditing({ oid: null })}
        onEdit={(notice) =>
          setEditing({
            oid: notice.oid,
            values: {
              content: notice.content,
              startsAt: toLocalInput(notice.startsAt),
              endsAt: toLocalInput(notice.endsAt),
            },
          })
        }
        withdraw={withdrawNotice}
      />
      <ScheduledFormDialog<NoticeFormValues>
        editing={editing}
        createTitle={NOTICE_TEXTS.createTitle}
        editTitle={NOTICE_TEXTS.editTitle}
        fields={FIELDS}
        initialValues={{}}
        allKey={agreementKeys.allNotices}
        onClose={() => setEditing(null)}
        save={(oid, values) =>
          saveNotice(oid, {
            content: values.content,
            startsAt: fromLocalInput(values.startsAt),
            endsAt: fromLocalInput(values.endsAt),
          })
        }
      >
        {() => (
          <>
            <Form.Item name="content" label={NOTICE_TEXTS.content} rules={[requiredRule, tooLongRule(500)]}>
              <Input.TextArea aria-label={NOTICE_TEXTS.content} maxLength={500} showCount rows={3} />
            </Form.Item>
            <ScheduleFields />
          </>
        )}
      </ScheduledFormDialog>
    </>
  );
}
