// The columns and row actions both user lists share: the state tag, the role tags, and 停用 / 启用
// behind a confirmation (shell §4: a disabled user's sessions end at once).
import { formatMessage, USERS_TEXTS as T, USER_STATE_LABELS, type UserState } from "@textbook/shared";
import { Button, Space, type TableColumnsType, Tag } from "antd";
import type { ReactNode } from "react";
import { useUserChanges } from "../../../api/user-admin.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import styles from "./users.module.css";

export function StateTag({ state }: { state: UserState }) {
  return <Tag color={state === "ACTIVE" ? "success" : "default"}>{USER_STATE_LABELS[state]}</Tag>;
}

export function RoleTags<R extends string>({
  roles,
  labels,
}: {
  roles: readonly R[];
  labels: Record<R, string>;
}) {
  return (
    <span className={styles.roles}>
      {roles.map((role) => (
        <Tag key={role}>{labels[role]}</Tag>
      ))}
    </span>
  );
}

interface ListedUser {
  oid: string;
  fullName: string;
  phoneNumber: string;
  state: UserState;
  createdAt: string;
}

/** 姓名, 手机号, the roles, 状态, the list's own columns, the creation time and the row's actions. */
export function userColumns<Row extends ListedUser, R extends string>(shape: {
  roles: (row: Row) => readonly R[];
  roleLabels: Record<R, string>;
  /** Columns between the state and the creation time (机构用户's 备注). */
  extra?: TableColumnsType<Row>;
  createdAtTitle: string;
  actions: (row: Row) => ReactNode;
}): TableColumnsType<Row> {
  return [
    { title: T.columns.fullName, dataIndex: "fullName" },
    { title: T.columns.phoneNumber, dataIndex: "phoneNumber" },
    {
      title: T.columns.roles,
      key: "roles",
      render: (_, row) => <RoleTags roles={shape.roles(row)} labels={shape.roleLabels} />,
    },
    { title: T.columns.state, dataIndex: "state", render: (state: UserState) => <StateTag state={state} /> },
    ...(shape.extra ?? []),
    { title: shape.createdAtTitle, dataIndex: "createdAt", render: formatDateTime },
    { title: T.columns.actions, key: "actions", render: (_, row) => shape.actions(row) },
  ];
}

/** Asks, then enables or disables; a refusal (the last admin, oneself) shows in the error panel. */
export function useStateToggle() {
  const { setActive } = useUserChanges();
  return async (user: { oid: string; fullName: string; state: UserState }) => {
    const disabling = user.state === "ACTIVE";
    const yes = await dialog.confirm(disabling ? "danger" : "change", {
      content: formatMessage(disabling ? T.confirmDisable : T.confirmEnable, { name: user.fullName }),
    });
    if (!yes) return;
    try {
      await setActive.mutateAsync({ oid: user.oid, active: !disabling });
      toast.success(disabling ? T.disabled : T.enabled);
    } catch {
      // shown by the global handler
    }
  };
}

/** A row's buttons, each named with the user (编辑 张三) so a screen reader tells the rows apart. */
export function UserRowActions(props: {
  user: { oid: string; fullName: string; state: UserState };
  /** The signed-in user: no 停用 on one's own row. */
  selfOid: string | undefined;
  onEdit: () => void;
  onPhone: () => void;
  onOrgs: () => void;
}) {
  const { user } = props;
  const toggleState = useStateToggle();
  const named = (action: string) => formatMessage(T.actionOn, { action, name: user.fullName });
  const stateAction = user.state === "ACTIVE" ? T.disable : T.enable;
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" aria-label={named(T.edit)} onClick={props.onEdit}>
        {T.edit}
      </Button>
      <Button type="link" size="small" aria-label={named(T.changePhone)} onClick={props.onPhone}>
        {T.changePhone}
      </Button>
      {user.oid !== props.selfOid && (
        <Button
          type="link"
          size="small"
          danger={user.state === "ACTIVE"}
          aria-label={named(stateAction)}
          onClick={() => toggleState(user)}
        >
          {stateAction}
        </Button>
      )}
      <Button type="link" size="small" aria-label={named(T.orgs)} onClick={props.onOrgs}>
        {T.orgs}
      </Button>
    </Space>
  );
}
