// A user's organisations and books: the organisations the caller may see with the user's roles in
// each (change them, remove the user), SYS_ADMIN adds the user to another organisation, and the
// user's books with their book roles. Role changes end the user's sessions (they see 暂无权限).
import {
  BOOK_ROLE_LABELS,
  formatMessage,
  ORG_ROLE_LABELS,
  ORG_ROLES,
  type OrgRole,
  USERS_TEXTS as T,
  type UserOrg,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import { Button, Drawer, Form, Select, Space, Table } from "antd";
import { useState } from "react";
import { useUserBooks, useUserChanges, useUserOrgs } from "../../../api/user-admin.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { failureReason, reportFailure } from "../../../app/global/report-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { OrgPicker } from "../org-picker.tsx";
import styles from "./users.module.css";

const ROLE_OPTIONS = ORG_ROLES.map((role) => ({ value: role, label: ORG_ROLE_LABELS[role] }));

export interface UserOrgsDrawerProps {
  user: { oid: string; fullName: string } | null;
  /** SYS_ADMIN: add the user to any organisation. */
  canAddOrgs: boolean;
  onClose: () => void;
}

function RolesCell({ userOid, org }: { userOid: string; org: UserOrg }) {
  const { updateUserOrg } = useUserChanges();
  const [roles, setRoles] = useState<OrgRole[]>(org.roles);
  const changed = roles.length !== org.roles.length || roles.some((role) => !org.roles.includes(role));
  const save = async () => {
    try {
      await updateUserOrg.mutateAsync({ oid: userOid, orgOid: org.oid, roles });
      toast.success(T.userOrgs.rolesSaved);
    } catch {
      setRoles(org.roles);
    }
  };
  return (
    <Space.Compact block>
      <Select<OrgRole[]>
        mode="multiple"
        aria-label={formatMessage(T.userOrgs.rolesIn, { org: org.fullName })}
        className={styles.grow}
        value={roles}
        options={ROLE_OPTIONS}
        onChange={setRoles}
      />
      <Button disabled={!changed || roles.length === 0} loading={updateUserOrg.isPending} onClick={save}>
        {T.form.save}
      </Button>
    </Space.Compact>
  );
}

function AddToOrg({ userOid }: { userOid: string }) {
  const { addUserOrg } = useUserChanges();
  const [form] = Form.useForm<{ orgOid: string; roles: OrgRole[] }>();
  const submit = async (values: { orgOid: string; roles: OrgRole[] }) => {
    try {
      await addUserOrg.mutateAsync({ oid: userOid, orgOid: values.orgOid, roles: values.roles });
      form.resetFields();
      toast.success(T.userOrgs.addedToOrg);
    } catch (error) {
      reportFailure(error, failureReason(error));
    }
  };
  return (
    <Form form={form} layout="inline" onFinish={submit} initialValues={{ roles: ["ORG_MEMBER"] }}>
      <Form.Item name="orgOid" rules={[{ required: true, message: T.orgPickerPlaceholder }]}>
        <OrgPicker
          className={styles.orgPicker}
          ariaLabel={T.userOrgs.org}
          placeholder={T.orgPickerPlaceholder}
        />
      </Form.Item>
      <Form.Item
        name="roles"
        rules={[
          {
            required: true,
            type: "array",
            min: 1,
            message: formatMessage(VALIDATION_MESSAGES.requiredCount, { n: 1 }),
          },
        ]}
      >
        <Select
          mode="multiple"
          aria-label={T.userOrgs.roles}
          className={styles.filter}
          options={ROLE_OPTIONS}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={addUserOrg.isPending}>
        {T.userOrgs.add}
      </Button>
    </Form>
  );
}

export function UserOrgsDrawer(props: UserOrgsDrawerProps) {
  const userOid = props.user?.oid ?? null;
  const orgs = useUserOrgs(userOid);
  const books = useUserBooks(userOid);
  const { removeUserOrg } = useUserChanges();
  const name = props.user?.fullName ?? "";

  const remove = async (org: UserOrg) => {
    const yes = await dialog.confirm("remove", {
      content: formatMessage(T.userOrgs.confirmRemove, { name, org: org.fullName }),
    });
    if (!yes || !userOid) return;
    try {
      await removeUserOrg.mutateAsync({ oid: userOid, orgOid: org.oid });
      toast.success(T.userOrgs.removed);
    } catch {
      // shown by the global handler
    }
  };

  return (
    <Drawer
      title={formatMessage(T.userOrgs.title, { name })}
      open={props.user !== null}
      onClose={props.onClose}
      size={720}
    >
      {props.canAddOrgs && userOid && <AddToOrg userOid={userOid} />}
      <Table<UserOrg>
        className={styles.table}
        rowKey="oid"
        size="small"
        loading={orgs.isPending && Boolean(userOid)}
        dataSource={orgs.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: orgs.isError ? orgs.error.message : T.userOrgs.empty }}
        columns={[
          { title: T.userOrgs.org, dataIndex: "fullName", width: 220 },
          {
            title: T.userOrgs.roles,
            key: "roles",
            render: (_, org) => userOid && <RolesCell key={org.roles.join()} userOid={userOid} org={org} />,
          },
          {
            title: T.columns.actions,
            key: "remove",
            width: 80,
            render: (_, org) => (
              <Button type="link" danger size="small" onClick={() => remove(org)}>
                {T.userOrgs.remove}
              </Button>
            ),
          },
        ]}
      />
      <h3 className={styles.section}>{T.books}</h3>
      <Table
        rowKey="bookOid"
        size="small"
        loading={books.isPending && Boolean(userOid)}
        dataSource={books.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: books.isError ? books.error.message : T.userBooks.empty }}
        columns={[
          { title: T.userBooks.book, dataIndex: "bookName" },
          { title: T.userBooks.org, dataIndex: "orgName" },
          {
            title: T.userBooks.role,
            dataIndex: "role",
            render: (role: keyof typeof BOOK_ROLE_LABELS) => BOOK_ROLE_LABELS[role],
          },
        ]}
      />
    </Drawer>
  );
}
