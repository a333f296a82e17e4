// /m/platform-users (issue 15 §3, SYS_ADMIN): the holders of system roles. The same list, dialog and
// state actions as 机构用户, with system roles instead of organisation roles.
import { PlusOutlined } from "@ant-design/icons";
import { type MosoUser, SYS_ROLE_LABELS, SYS_ROLES, type SysRole, USERS_TEXTS as T } from "@textbook/shared";
import { Button } from "antd";
import { useState } from "react";
import { useMosoUsers, useUserChanges } from "../../../api/user-admin.ts";
import { useListQuery } from "../../../app/list/use-list-query.ts";
import { useSession } from "../../../app/session.ts";
import { PhoneDialog } from "./phone-dialog.tsx";
import { UserRowActions, userColumns } from "./user-columns.tsx";
import { UserDialog, type UserEditing, type UserFormValues } from "./user-dialog.tsx";
import { UserList } from "./user-list.tsx";
import { readUserListParams, writeUserListParams } from "./user-list-params.ts";
import { UserOrgsDrawer } from "./user-orgs-drawer.tsx";

const readQuery = (search: URLSearchParams) => readUserListParams(search, SYS_ROLES);
const ROLE_OPTIONS = SYS_ROLES.map((role) => ({ value: role, label: SYS_ROLE_LABELS[role] }));

export function PlatformUsersPage() {
  const session = useSession().user;
  const url = useListQuery(readQuery, writeUserListParams);
  const query = url.query;
  const list = useMosoUsers({
    page: query.page,
    pageSize: query.pageSize,
    keyword: query.keyword,
    role: query.role,
    state: query.state,
  });
  const changes = useUserChanges();
  const [editing, setEditing] = useState<UserEditing | null>(null);
  const [orgsOf, setOrgsOf] = useState<MosoUser | null>(null);
  const [phoneOf, setPhoneOf] = useState<MosoUser | null>(null);

  const save = async (values: UserFormValues): Promise<string> => {
    const sysRoles = values.roles as SysRole[];
    if (editing?.mode === "edit") {
      await changes.updateMosoUser.mutateAsync({
        oid: editing.oid,
        body: { fullName: values.fullName, sysRoles },
      });
      return T.saved;
    }
    const created = await changes.createMosoUser.mutateAsync({
      fullName: values.fullName,
      phoneNumber: values.phoneNumber.trim(),
      sysRoles,
      initialPassword: values.initialPassword || null,
    });
    return created.outcome === "added" ? T.addedPlatform : T.created;
  };

  const columns = userColumns<MosoUser, SysRole>({
    roles: (user) => user.sysRoles,
    roleLabels: SYS_ROLE_LABELS,
    createdAtTitle: T.columns.createdAtPlatform,
    actions: (user) => (
      <UserRowActions
        user={user}
        selfOid={session?.id}
        onEdit={() => setEditing({ mode: "edit", oid: user.oid, values: { ...user, roles: user.sysRoles } })}
        onPhone={() => setPhoneOf(user)}
        onOrgs={() => setOrgsOf(user)}
      />
    ),
  });

  return (
    <>
      <UserList<SysRole, MosoUser>
        label={T.platformUsersTitle}
        url={url}
        roles={SYS_ROLES}
        roleLabels={SYS_ROLE_LABELS}
        list={list}
        columns={columns}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ mode: "create" })}
          >
            {T.create}
          </Button>
        }
      />
      <UserDialog
        editing={editing}
        roleOptions={ROLE_OPTIONS}
        withRemark={false}
        rolesField="sysRoles"
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <UserOrgsDrawer user={orgsOf} canAddOrgs onClose={() => setOrgsOf(null)} />
      <PhoneDialog user={phoneOf} onClose={() => setPhoneOf(null)} />
    </>
  );
}
