// The book's team (shell §7 editors): who is in it with which book role; users who may manage
// members add people of the book's organisation by phone number with a role, and remove them.
import { ReloadOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  BOOK_ROLE_LABELS,
  BOOK_ROLES,
  type BookDetail,
  type BookMember,
  type BookRole,
  formatMessage,
  rules,
  BOOK_DETAIL_TEXTS as T,
} from "@textbook/shared";
import { Button, Drawer, Form, Result, Select, type SelectProps, Table, Tag } from "antd";
import {
  addMembers,
  type BookMembers,
  bookKeys,
  fetchMembers,
  removeMembers,
} from "../../api/book-detail.ts";
import { formatDateTime } from "../../app/date-time.ts";
import { serverFieldsOf } from "../../app/form-errors.ts";
import { dialog } from "../../app/global/dialog.ts";
import { failureReason, reportFailure } from "../../app/global/report-failure.ts";
import { toast } from "../../app/global/toast.ts";
import { useSession } from "../../app/session.ts";
import { useBusy } from "../../app/use-busy.ts";
import styles from "./book-detail.module.css";

interface AddValues {
  phoneNumbers: string[];
  role: BookRole;
}

/** The first problem among typed phone numbers (shell §5 phoneNumber), naming the number, or null. */
export function phoneNumbersProblem(values: readonly string[] | undefined): string | null {
  if (!values || values.length === 0) return rules.phoneNumber("");
  for (const value of values) {
    const problem = rules.phoneNumber(value.trim());
    if (problem) return formatMessage(T.phoneProblem, { phone: value, problem });
  }
  return null;
}

/** A typed number shows red while it is not a phone number, so the wrong one is seen at once. */
function PhoneTag({ label, value, closable, onClose }: Parameters<NonNullable<SelectProps["tagRender"]>>[0]) {
  const wrong = typeof value === "string" && rules.phoneNumber(value.trim()) !== null;
  return (
    <Tag
      color={wrong ? "error" : undefined}
      closable={closable}
      onClose={onClose}
      className={styles.phoneTag}
    >
      {label}
    </Tag>
  );
}

function AddMembersForm({ bookOid, onAdded }: { bookOid: string; onAdded: (members: BookMembers) => void }) {
  const [form] = Form.useForm<AddValues>();
  const saving = useBusy();

  const submit = (values: AddValues) =>
    saving.run(async () => {
      const phoneNumbers = values.phoneNumbers.map((value) => value.trim());
      try {
        onAdded(await addMembers(bookOid, phoneNumbers, values.role, { bypassError: true }));
      } catch (error) {
        // A number the server refuses (not in the organisation) is named under the field.
        const fields = serverFieldsOf(error, ["phoneNumbers", "role"] as const);
        if (fields.length > 0) form.setFields(fields);
        else reportFailure(error, failureReason(error));
        return;
      }
      form.resetFields();
      toast.success(T.membersAdded);
    });

  return (
    <Form<AddValues>
      form={form}
      layout="vertical"
      className={styles.addMembers}
      initialValues={{ phoneNumbers: [], role: "BOOK_EDITOR" }}
      onFinish={submit}
      requiredMark={false}
    >
      <Form.Item
        name="phoneNumbers"
        label={T.addMembersPhones}
        rules={[
          {
            validator: async (_, value: string[] | undefined) => {
              const problem = phoneNumbersProblem(value);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Select
          mode="tags"
          aria-label={T.addMembersPhones}
          open={false}
          suffixIcon={null}
          tagRender={PhoneTag}
          tokenSeparators={[",", "，", " ", "\n"]}
          maxCount={50}
        />
      </Form.Item>
      <div className={styles.addMembersRow}>
        <Form.Item name="role" label={T.addMembersRole} className={styles.grow}>
          <Select
            aria-label={T.addMembersRole}
            options={BOOK_ROLES.map((role) => ({ value: role, label: BOOK_ROLE_LABELS[role] }))}
          />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={saving.busy}>
            {T.add}
          </Button>
        </Form.Item>
      </div>
    </Form>
  );
}

export function MembersDrawer(props: { book: BookDetail; open: boolean; onClose: () => void }) {
  const { book } = props;
  const client = useQueryClient();
  const members = useQuery({
    queryKey: bookKeys.members(book.oid),
    queryFn: ({ signal }) => fetchMembers(book.oid, signal),
    enabled: props.open,
  });
  const setMembers = (next: BookMembers) => client.setQueryData(bookKeys.members(book.oid), next);
  const manage = book.abilities.manageMembers;
  const ownOid = useSession().user?.id;

  async function remove(member: BookMember) {
    const yes = await dialog.confirm("remove", {
      content: formatMessage(T.removeMemberConfirm, { name: member.fullName }),
    });
    if (!yes) return;
    try {
      setMembers(await removeMembers(book.oid, [member.userOid]));
      toast.success(T.memberRemoved);
    } catch {
      // shown by the global handler
    }
  }

  return (
    <Drawer title={T.membersTitle} open={props.open} onClose={props.onClose} size={560}>
      {manage && <AddMembersForm bookOid={book.oid} onAdded={setMembers} />}
      {members.isError && !members.data ? (
        <Result
          status="warning"
          title={T.membersLoadFailed}
          subTitle={members.error.message}
          extra={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => members.refetch()}>
              {T.retry}
            </Button>
          }
        />
      ) : (
        <Table<BookMember>
          rowKey="userOid"
          size="small"
          loading={members.isPending && props.open}
          dataSource={members.data?.items ?? []}
          pagination={false}
          locale={{ emptyText: T.noMembers }}
          columns={[
            { title: T.memberName, dataIndex: "fullName" },
            { title: T.memberPhone, dataIndex: "phoneNumber" },
            {
              title: T.memberRole,
              dataIndex: "role",
              render: (role: BookRole) => <Tag>{BOOK_ROLE_LABELS[role]}</Tag>,
            },
            { title: T.memberAddedAt, dataIndex: "createdAt", render: formatDateTime },
            ...(manage
              ? [
                  {
                    title: "",
                    key: "remove",
                    // Nobody removes themselves (the server refuses it too).
                    render: (_: unknown, member: BookMember) =>
                      member.userOid === ownOid ? null : (
                        <Button type="link" danger size="small" onClick={() => remove(member)}>
                          {T.removeMember}
                        </Button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Drawer>
  );
}
