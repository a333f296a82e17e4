// /m/org-users (issue 15 §3): an organisation's members. Its ORG_ADMIN sees the session's current
// organisation; SYS_ADMIN picks one ("parent / name"). Search, role and state filters and paging
// live in the URL; 新建用户 and 编辑 open one dialog; 停用 / 启用 ask first; 所属机构 opens the
// user's organisations and books.
import { PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import {
  type CreateOrgUserBody,
  ORG_ROLE_LABELS,
  ORG_ROLES,
  type OrgRole,
  type OrgUser,
  type OrgUsersQuery,
  USERS_TEXTS as T,
} from "@textbook/shared";
import { Button, Empty } from "antd";
import { useCallback, useState } from "react";
import { fetchOrg, orgKeys } from "../../../api/orgs.ts";
import { useOrgUsers, useUserChanges } from "../../../api/user-admin.ts";
import { useListQuery } from "../../../app/list/use-list-query.ts";
import { useSession } from "../../../app/session.ts";
import { OrgPicker } from "../org-picker.tsx";
import { OrgUserSheetActions } from "./org-user-sheet-actions.tsx";
import { PhoneDialog } from "./phone-dialog.tsx";
import { useRememberedOrg } from "./use-remembered-org.ts";
import { UserRowActions, userColumns } from "./user-columns.tsx";
import { UserDialog, type UserEditing, type UserFormValues } from "./user-dialog.tsx";
import { UserList } from "./user-list.tsx";
import { readUserListParams, writeUserListParams } from "./user-list-params.ts";
import { UserOrgsDrawer } from "./user-orgs-drawer.tsx";
import styles from "./users.module.css";

const readQuery = (search: URLSearchParams) => readUserListParams(search, ORG_ROLES);
const ROLE_OPTIONS = ORG_ROLES.map((role) => ({ value: role, label: ORG_ROLE_LABELS[role] }));

export function OrgUsersPage() {
  const session = useSession().user;
  const sysAdmin = Boolean(session?.sysRoles.includes("SYS_ADMIN"));
  const url = useListQuery(readQuery, writeUserListParams);
  const query = url.query;
  const orgOid = sysAdmin ? query.orgOid : undefined;
  const restoreOrg = useCallback((last: string) => url.move({ orgOid: last }, { replace: true }), [url.move]);
  useRememberedOrg(sysAdmin ? session?.id : undefined, orgOid, restoreOrg);
  const listQuery: OrgUsersQuery = {
    page: query.page,
    pageSize: query.pageSize,
    keyword: query.keyword,
    role: query.role,
    state: query.state,
    orgOid,
  };
  const list = useOrgUsers(listQuery, !sysAdmin || Boolean(orgOid));
  // The organisation named in the URL (a reload, a shared link) shows as "parent / name".
  const org = useQuery({
    queryKey: orgKeys.one(orgOid ?? ""),
    queryFn: ({ signal }) => fetchOrg(orgOid ?? "", signal),
    enabled: Boolean(orgOid),
  });

  const changes = useUserChanges();
  const [editing, setEditing] = useState<UserEditing | null>(null);
  const [orgsOf, setOrgsOf] = useState<OrgUser | null>(null);
  const [phoneOf, setPhoneOf] = useState<OrgUser | null>(null);

  const save = async (values: UserFormValues): Promise<string> => {
    const roles = values.roles as OrgRole[];
    if (editing?.mode === "edit") {
      const body = { orgOid, fullName: values.fullName, roles, remark: values.remark ?? null };
      await changes.updateOrgUser.mutateAsync({ oid: editing.oid, body });
      return T.saved;
    }
    const body: CreateOrgUserBody = {
      orgOid,
      fullName: values.fullName,
      phoneNumber: values.phoneNumber.trim(),
      roles,
      remark: values.remark ?? null,
      initialPassword: values.initialPassword || null,
    };
    const created = await changes.createOrgUser.mutateAsync(body);
    return created.outcome === "added" ? T.added : T.created;
  };

  const columns = userColumns<OrgUser, OrgRole>({
    roles: (user) => user.roles,
    roleLabels: ORG_ROLE_LABELS,
    extra: [{ title: T.columns.remark, dataIndex: "remark", ellipsis: true }],
    createdAtTitle: T.columns.createdAt,
    actions: (user) => (
      <UserRowActions
        user={user}
        selfOid={session?.id}
        onEdit={() =>
          setEditing({ mode: "edit", oid: user.oid, values: { ...user, remark: user.remark ?? "" } })
        }
        onPhone={() => setPhoneOf(user)}
        onOrgs={() => setOrgsOf(user)}
      />
    ),
  });

  return (
    <>
      <UserList<OrgRole, OrgUser>
        label={T.orgUsersTitle}
        url={url}
        roles={ORG_ROLES}
        roleLabels={ORG_ROLE_LABELS}
        list={list}
        columns={columns}
        filters={
          sysAdmin && (
            <OrgPicker
              className={styles.orgPicker}
              ariaLabel={T.orgPicker}
              placeholder={T.orgPickerPlaceholder}
              value={orgOid}
              valueLabel={org.data?.fullName}
              onChange={(picked) => url.update({ orgOid: picked })}
            />
          )
        }
        actions={
          <>
            <OrgUserSheetActions
              orgOid={(sysAdmin ? orgOid : session?.currentOrgId) ?? null}
              exportBody={{ orgOid, keyword: query.keyword, role: query.role, state: query.state }}
            />
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              disabled={sysAdmin && !orgOid}
              onClick={() => setEditing({ mode: "create" })}
            >
              {T.create}
            </Button>
          </>
        }
        placeholder={
          sysAdmin && !orgOid ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.pickOrgFirst} />
          ) : undefined
        }
      />
      <UserDialog
        editing={editing}
        roleOptions={ROLE_OPTIONS}
        withRemark
        rolesField="roles"
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <UserOrgsDrawer user={orgsOf} canAddOrgs={sysAdmin} onClose={() => setOrgsOf(null)} />
      <PhoneDialog user={phoneOf} onClose={() => setPhoneOf(null)} />
    </>
  );
}
