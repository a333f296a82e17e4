// /m/process-definitions (issue 16 §1): the publish approval definition of an organisation. Its
// ORG_ADMIN edits the session's current organisation; SYS_ADMIN picks one ("parent / name", kept in
// the URL). The server checks the roles again on every call.
import { useQuery } from "@tanstack/react-query";
import { PROCESS_DEFINITION_TEXTS as T } from "@textbook/shared";
import { Empty, Skeleton } from "antd";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { fetchOrg, orgKeys } from "../../../api/orgs.ts";
import { useProcessDefinition } from "../../../api/process-definitions.ts";
import { LoadFailed } from "../../../app/list/load-failed.tsx";
import { useSession } from "../../../app/session.ts";
import { OrgPicker } from "../org-picker.tsx";
import { DefinitionEditor } from "./definition-editor.tsx";
import styles from "./process-definitions.module.css";

export function ProcessDefinitionsPage() {
  const session = useSession().user;
  const sysAdmin = Boolean(session?.sysRoles.includes("SYS_ADMIN"));
  const [search, setSearch] = useSearchParams();
  const picked = sysAdmin ? (search.get("orgOid") ?? undefined) : undefined;
  const orgOid = sysAdmin ? (picked ?? null) : (session?.currentOrgId ?? null);
  const definition = useProcessDefinition(orgOid, "PUBLISH");
  // The organisation named in the URL (a reload, a shared link) shows as "parent / name".
  const org = useQuery({
    queryKey: orgKeys.one(picked ?? ""),
    queryFn: ({ signal }) => fetchOrg(picked ?? "", signal),
    enabled: Boolean(picked),
  });

  let body: ReactNode;
  if (!orgOid) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.pickOrgFirst} />;
  else if (definition.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (definition.isError)
    body = <LoadFailed title={T.loadFailed} error={definition.error} onRetry={() => definition.refetch()} />;
  else
    body = (
      <DefinitionEditor
        // A saved or another organisation's definition starts the form afresh.
        key={`${definition.data.orgOid}:${definition.data.updatedAt ?? "default"}`}
        definition={definition.data}
        membersOrgOid={picked}
      />
    );

  return (
    <section className={styles.page} aria-label={T.title}>
      {sysAdmin && (
        <OrgPicker
          className={styles.orgPicker}
          ariaLabel={T.orgPicker}
          placeholder={T.orgPickerPlaceholder}
          value={picked}
          valueLabel={org.data?.fullName}
          onChange={(oid) => setSearch(oid ? { orgOid: oid } : {})}
        />
      )}
      {body}
    </section>
  );
}
