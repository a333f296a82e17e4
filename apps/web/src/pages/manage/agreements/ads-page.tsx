// /m/ads (issue 15 §5, SYS_ADMIN): the ads GET /ads serves — create, schedule (open ends allowed),
// change, withdraw.
import { AD_POSITIONS, AD_TEXTS, MANAGE_TEXTS, type ManagedAd, VALIDATION_MESSAGES } from "@textbook/shared";
import { Form, Input, InputNumber, Select, type TableColumnsType } from "antd";
import { useState } from "react";
import { agreementKeys, fetchManagedAds, saveAd, withdrawAd } from "../../../api/agreements.ts";
import { requiredRule, tooLongRule, urlRule } from "../form-rules.ts";
import { fromLocalInput, toLocalInput } from "./schedule-inputs.ts";
import { type Editing, ScheduledFormDialog, ScheduleFields } from "./scheduled-form-dialog.tsx";
import { ScheduledListPage, scheduleColumns } from "./scheduled-list-page.tsx";

interface AdFormValues {
  title: string;
  position: (typeof AD_POSITIONS)[number];
  imageUrl: string;
  linkUrl: string;
  sortOrder: number;
  startsAt: string;
  endsAt: string;
}

const FIELDS = ["title", "position", "imageUrl", "linkUrl", "sortOrder", "startsAt", "endsAt"] as const;

const columns: TableColumnsType<ManagedAd> = [
  { title: AD_TEXTS.title, dataIndex: "title", key: "title" },
  {
    title: AD_TEXTS.position,
    dataIndex: "position",
    key: "position",
    render: (position: string) => AD_TEXTS.positions[position as (typeof AD_POSITIONS)[number]] ?? position,
  },
  { title: AD_TEXTS.sortOrder, dataIndex: "sortOrder", key: "sortOrder" },
  ...scheduleColumns<ManagedAd>(),
];

export function AdsPage() {
  const [editing, setEditing] = useState<Editing<AdFormValues> | null>(null);
  return (
    <>
      <ScheduledListPage<ManagedAd>
        label={MANAGE_TEXTS.menu.ads}
        keywordPlaceholder={AD_TEXTS.keywordPlaceholder}
        createLabel={AD_TEXTS.createTitle}
        listKey={agreementKeys.ads}
        allKey={agreementKeys.allAds}
        fetch={fetchManagedAds}
        columns={columns}
        rowName={(ad) => ad.title}
        editable={(ad) => ad.state !== "WITHDRAWN"}
        onCreate={() => setEditing({ oid: null })}
        onEdit={(ad) =>
          setEditing({
            oid: ad.oid,
            values: {
              title: ad.title,
              position: AD_POSITIONS.find((position) => position === ad.position) ?? "BOOK_LIST",
              imageUrl: ad.imageUrl ?? "",
              linkUrl: ad.linkUrl ?? "",
              sortOrder: ad.sortOrder,
              startsAt: toLocalInput(ad.startsAt),
              endsAt: toLocalInput(ad.endsAt),
            },
          })
        }
        withdraw={withdrawAd}
      />
      <ScheduledFormDialog<AdFormValues>
        editing={editing}
        createTitle={AD_TEXTS.createTitle}
        editTitle={AD_TEXTS.editTitle}
        fields={FIELDS}
        initialValues={{ position: "BOOK_LIST", sortOrder: 0 }}
        allKey={agreementKeys.allAds}
        onClose={() => setEditing(null)}
        save={(oid, values) =>
          saveAd(oid, {
            title: values.title,
            position: values.position,
            imageUrl: values.imageUrl || null,
            linkUrl: values.linkUrl || null,
            sortOrder: values.sortOrder,
            startsAt: fromLocalInput(values.startsAt),
            endsAt: fromLocalInput(values.endsAt),
          })
        }
      >
        {() => (
          <>
            <Form.Item name="title" label={AD_TEXTS.title} rules={[requiredRule, tooLongRule(200)]}>
              <Input aria-label={AD_TEXTS.title} maxLength={200} />
            </Form.Item>
            <Form.Item
              name="position"
              label={AD_TEXTS.position}
              rules={[{ required: true, message: VALIDATION_MESSAGES.required }]}
            >
              <Select
                aria-label={AD_TEXTS.position}
                options={AD_POSITIONS.map((position) => ({
                  value: position,
                  label: AD_TEXTS.positions[position],
                }))}
              />
            </Form.Item>
            <Form.Item name="imageUrl" label={AD_TEXTS.imageUrl} rules={[urlRule]}>
              <Input aria-label={AD_TEXTS.imageUrl} placeholder="https://" />
            </Form.Item>
            <Form.Item name="linkUrl" label={AD_TEXTS.linkUrl} rules={[urlRule]}>
              <Input aria-label={AD_TEXTS.linkUrl} placeholder="https://" />
            </Form.Item>
            <Form.Item
              name="sortOrder"
              label={AD_TEXTS.sortOrder}
              rules={[{ type: "integer", min: 0, max: 10_000, message: VALIDATION_MESSAGES.numberRequired }]}
            >
              <InputNumber aria-label={AD_TEXTS.sortOrder} min={0} max={10_000} precision={0} />
            </Form.Item>
            <ScheduleFields />
          </>
        )}
      </ScheduledFormDialog>
    </>
  );
}
