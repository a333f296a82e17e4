// 分享链接 (issue 16 §4): a link for people without an account to one edition, or to whatever
// edition is released when it is opened, with an expiry the sharer picks (1, 7 or 30 days, or a
// day). The link's address is answered once, at creation, and copied from here; the list shows every
// link with its state, and an active one can be revoked.
import {
  type CreatedShareLink,
  type Edition,
  formatMessage,
  PUBLISHING_PAGE_TEXTS,
  SHARE_LINK_EXPIRY_DAYS,
  SHARE_LINK_TEXTS,
  type ShareLink,
} from "@textbook/shared";
import { Button, Form, Input, Modal, Radio, Select, Table, Tag } from "antd";
import { useEffect, useId, useState } from "react";
import {
  shareLinkUrl,
  useCreateShareLink,
  useRevokeShareLink,
  useShareLinks,
} from "../../../api/share-links.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import { LoadFailed } from "../../../app/list/load-failed.tsx";
import { editionName } from "./editions-table.tsx";
import { emptyLocale } from "./empty-locale.tsx";
import styles from "./publishing.module.css";
import { expiresAtOf, expiryDayRange } from "./share-expiry.ts";

const T = PUBLISHING_PAGE_TEXTS.share;
const CURRENT_RELEASE = "";
const STATE_COLOURS = { ACTIVE: "success", EXPIRED: "default", REVOKED: "error" } as const;

interface CreateValues {
  editionOid: string;
  /** Days from now, or "date" for the day in `date`. */
  expiry: number | "date";
  date?: string;
}

function CreatedLink({ link }: { link: CreatedShareLink }) {
  const url = shareLinkUrl(link);
  const [copied, setCopied] = useState(false);
  const inputId = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(T.copyFailed);
    }
  }

  return (
    <div className={styles.createdLink}>
      <label htmlFor={inputId}>{T.newLink}</label>
      <div className={styles.createdLinkRow}>
        <Input id={inputId} readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button type="primary" onClick={copy}>
          {copied ? T.copied : T.copy}
        </Button>
      </div>
      <p className={styles.hint} aria-live="polite">
        {copied ? T.copied : T.onceHint}
      </p>
    </div>
  );
}

function CreateForm(props: {
  bookOid: string;
  editions: readonly Edition[];
  onCreated: (link: CreatedShareLink) => void;
}) {
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateShareLink(props.bookOid);
  const expiry = Form.useWatch("expiry", form);
  const range = expiryDayRange(new Date());

  async function submit(values: CreateValues) {
    const choice = values.expiry === "date" ? { date: values.date ?? "" } : { days: values.expiry };
    const expiresAt = expiresAtOf(choice, new Date());
    if (!expiresAt) {
      form.setFields([{ name: "date", errors: [T.dateRequired] }]);
      return;
    }
    try {
      const link = await create.mutateAsync({ editionOid: values.editionOid || null, expiresAt });
      toast.success(T.created);
      props.onCreated(link);
    } catch {
      // Shown by the global handler: the form already keeps to the bounds the server checks.
    }
  }

  return (
    <Form<CreateValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ editionOid: CURRENT_RELEASE, expiry: SHARE_LINK_EXPIRY_DAYS[1] }}
      requiredMark={false}
    >
      <Form.Item name="editionOid" label={T.edition}>
        <Select
          aria-label={T.edition}
          options={[
            { value: CURRENT_RELEASE, label: T.currentRelease },
            ...props.editions.map((edition) => ({ value: edition.oid, label: editionName(edition) })),
          ]}
        />
      </Form.Item>
      <Form.Item name="expiry" label={T.expiry}>
        <Radio.Group aria-label={T.expiry}>
          {SHARE_LINK_EXPIRY_DAYS.map((days) => (
            <Radio.Button key={days} value={days}>
              {formatMessage(T.days, { n: days })}
            </Radio.Button>
          ))}
          <Radio.Button value="date">{T.date}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {expiry === "date" && (
        <Form.Item
          name="date"
          label={T.datePlaceholder}
          rules={[{ required: true, message: T.dateRequired }]}
        >
          <Input type="date" aria-label={T.datePlaceholder} min={range.min} max={range.max} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {T.create}
      </Button>
    </Form>
  );
}

function LinkList({ bookOid }: { bookOid: string }) {
  const links = useShareLinks(bookOid);
  const revoke = useRevokeShareLink(bookOid);
  const C = T.columns;

  async function ask(link: ShareLink) {
    const yes = await dialog.confirm("danger", { content: T.revokeConfirm, okText: T.revoke });
    if (!yes) return;
    try {
      await revoke.mutateAsync(link.oid);
      toast.success(T.revoked);
    } catch {
      // shown by the global handler
    }
  }

  if (links.isError && !links.data) {
    return <LoadFailed title={T.loadFailed} error={links.error} onRetry={() => links.refetch()} />;
  }
  return (
    <Table<ShareLink>
      rowKey="oid"
      size="small"
      loading={links.isPending}
      dataSource={links.data?.items ?? []}
      pagination={false}
      locale={emptyLocale(T.empty)}
      scroll={{ x: "max-content", y: 320 }}
      columns={[
        {
          title: C.edition,
          key: "edition",
          render: (_, link) =>
            link.editionNumber === null ? T.currentRelease : editionName({ number: link.editionNumber }),
        },
        { title: C.createdAt, key: "createdAt", render: (_, link) => formatDateTime(link.createdAt) },
        { title: C.expiresAt, key: "expiresAt", render: (_, link) => formatDateTime(link.expiresAt) },
        { title: C.creator, key: "creator", render: (_, link) => link.creator.fullName },
        {
          title: C.state,
          key: "state",
          render: (_, link) => (
            <Tag color={STATE_COLOURS[link.state]}>{SHARE_LINK_TEXTS.states[link.state]}</Tag>
          ),
        },
        {
          title: C.actions,
          key: "actions",
          render: (_, link) =>
            link.state === "ACTIVE" && (
              <Button type="link" size="small" danger onClick={() => ask(link)}>
                {T.revoke}
              </Button>
            ),
        },
      ]}
    />
  );
}

export function ShareLinksDialog(props: {
  bookOid: string;
  open: boolean;
  editions: readonly Edition[];
  onClose: () => void;
}) {
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  useEffect(() => {
    if (!props.open) setCreated(null);
  }, [props.open]);
  return (
    <Modal
      open={props.open}
      title={T.title}
      footer={null}
      onCancel={props.onClose}
      width={760}
      destroyOnHidden
    >
      <CreateForm bookOid={props.bookOid} editions={props.editions} onCreated={setCreated} />
      {created && <CreatedLink link={created} />}
      <h4 className={styles.subTitle}>{T.list}</h4>
      <LinkList bookOid={props.bookOid} />
    </Modal>
  );
}
