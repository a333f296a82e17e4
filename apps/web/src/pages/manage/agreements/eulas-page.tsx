// /m/eulas (issue 15 §5, SYS_ADMIN): licence agreement versions — publish (title, version label,
// rich text, effective date, required or not), change while scheduled, withdraw.
import {
  EULA_CONTENT_MAX,
  EULA_TEXTS,
  EULA_VERSION_PATTERN,
  MANAGE_TEXTS,
  type ManagedEula,
} from "@textbook/shared";
import { Form, Input, Switch, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { agreementKeys, fetchManagedEulas, saveEula, withdrawEula } from "../../../api/agreements.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { requiredRule, tooLongRule } from "../form-rules.ts";
import { AgreementEditor } from "./agreement-editor.tsx";
import { fromLocalInput, toLocalInput } from "./schedule-inputs.ts";
import { type Editing, ScheduledFormDialog } from "./scheduled-form-dialog.tsx";
import { ScheduledListPage } from "./scheduled-list-page.tsx";

interface EulaFormValues {
  title: string;
  version: string;
  content: string;
  effectiveAt: string;
  required: boolean;
}

const FIELDS = ["title", "version", "content", "effectiveAt", "required"] as const;

const columns: TableColumnsType<ManagedEula> = [
  { title: EULA_TEXTS.title, dataIndex: "title", key: "title" },
  { title: EULA_TEXTS.version, dataIndex: "version", key: "version" },
  {
    title: EULA_TEXTS.required,
    dataIndex: "required",
    key: "required",
    render: (required: boolean) => <Tag>{required ? EULA_TEXTS.requiredYes : EULA_TEXTS.requiredNo}</Tag>,
  },
  {
    title: EULA_TEXTS.effectiveAt,
    dataIndex: "effectiveAt",
    key: "effectiveAt",
    render: (at: string) => formatDateTime(at),
  },
  { title: EULA_TEXTS.acceptedCount, dataIndex: "acceptedCount", key: "acceptedCount" },
];

export function EulasPage() {
  const [editing, setEditing] = useState<Editing<EulaFormValues> | null>(null);
  return (
    <>
      <ScheduledListPage<ManagedEula>
        label={MANAGE_TEXTS.menu.eulas}
        keywordPlaceholder={EULA_TEXTS.keywordPlaceholder}
        createLabel={EULA_TEXTS.createTitle}
        listKey={agreementKeys.eulas}
        allKey={agreementKeys.allEulas}
        fetch={fetchManagedEulas}
        columns={columns}
        rowName={(eula) => `${eula.title} ${eula.version}`}
        editable={(eula) => eula.state === "SCHEDULED"}
        onCreate={() => setEditing({ oid: null })}
        onEdit={(eula) =>
          setEditing({
            oid: eula.oid,
            values: {
              title: eula.title,
              version: eula.version,
              content: eula.content,
              effectiveAt: toLocalInput(eula.effectiveAt),
              required: eula.required,
            },
          })
        }
        withdraw={withdrawEula}
      />
      <ScheduledFormDialog<EulaFormValues>
        editing={editing}
        createTitle={EULA_TEXTS.createTitle}
        editTitle={EULA_TEXTS.editTitle}
        fields={FIELDS}
        initialValues={{ required: true, effectiveAt: toLocalInput(new Date().toISOString()) }}
        allKey={agreementKeys.allEulas}
        width={800}
        onClose={() => setEditing(null)}
        save={(oid, values) =>
          saveEula(oid, {
            title: values.title,
            version: values.version,
            content: values.content,
            required: values.required,
            effectiveAt: fromLocalInput(values.effectiveAt) ?? "",
          })
        }
      >
        {() => (
          <>
            <Form.Item name="title" label={EULA_TEXTS.title} rules={[requiredRule, tooLongRule(200)]}>
              <Input aria-label={EULA_TEXTS.title} maxLength={200} />
            </Form.Item>
            <Form.Item
              name="version"
              label={EULA_TEXTS.version}
              rules={[
                requiredRule,
                tooLongRule(32),
                { pattern: EULA_VERSION_PATTERN, message: EULA_TEXTS.versionFormat },
              ]}
            >
              <Input aria-label={EULA_TEXTS.version} maxLength={32} placeholder="2026.1" />
            </Form.Item>
            <Form.Item
              name="content"
              label={EULA_TEXTS.content}
              rules={[requiredRule, tooLongRule(EULA_CONTENT_MAX)]}
            >
              <AgreementEditor key={editing?.oid ?? "new"} label={EULA_TEXTS.content} />
            </Form.Item>
            <Form.Item name="effectiveAt" label={EULA_TEXTS.effectiveAt} rules={[requiredRule]}>
              <Input type="datetime-local" aria-label={EULA_TEXTS.effectiveAt} />
            </Form.Item>
            <Form.Item name="required" label={EULA_TEXTS.required} valuePropName="checked">
              <Switch aria-label={EULA_TEXTS.required} />
            </Form.Item>
          </>
        )}
      </ScheduledFormDialog>
    </>
  );
}
