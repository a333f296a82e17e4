// /m/orgs (issue 15 §2, SYS_ADMIN): the organisation directory with search, type and state filters
// and paging; create and edit in a dialog; disable and enable after a confirmation.
import { PlusOutlined } from "@ant-design/icons";
import {
  type AllOrgsQuery,
  BOOK_DETAIL_TEXTS,
  formatMessage,
  MANAGE_TEXTS,
  ORG_STATES,
  ORG_TYPES,
  type OrgDirectoryItem,
  ORGS_TEXTS as T,
} from "@textbook/shared";
import { Button, Empty, Space, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useAllOrgs, useSetOrgState } from "../../../api/orgs.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import { ChoiceFilter } from "../../../app/list/choice-filter.tsx";
import { listPagination } from "../../../app/list/list-pagination.ts";
import { ListSearch } from "../../../app/list/list-search.tsx";
import { useListQuery } from "../../../app/list/use-list-query.ts";
import {
  type PageParams,
  readChoice,
  readKeyword,
  readPageParams,
  writeListParams,
} from "../../../app/list-params.ts";
import styles from "../manage.module.css";
import { OrgDialog, type OrgEditing } from "./org-dialog.tsx";

/** The page's query lives in the URL, so a reload or a shared link keeps it. */
export type OrgsQuery = PageParams & Omit<AllOrgsQuery, "page" | "pageSize">;

export function readOrgsQuery(search: URLSearchParams): OrgsQuery {
  return {
    ...readPageParams(search),
    keyword: readKeyword(search),
    type: readChoice(search, "type", ORG_TYPES),
    state: readChoice(search, "state", ORG_STATES),
  };
}

function writeOrgsQuery(query: OrgsQuery): URLSearchParams {
  return writeListParams(query, { keyword: query.keyword, type: query.type, state: query.state });
}

export function OrgsPage() {
  const { query, update, move } = useListQuery(readOrgsQuery, writeOrgsQuery);
  const orgs = useAllOrgs(query);
  const setState = useSetOrgState();
  const [editing, setEditing] = useState<OrgEditing | null>(null);

  async function toggleState(org: OrgDirectoryItem) {
    const disabling = org.state === "ACTIVE";
    const yes = await dialog.confirm(disabling ? "danger" : "change", {
      title: disabling ? T.disableTitle : T.enableTitle,
      content: formatMessage(disabling ? T.disableConfirm : T.enableConfirm, { name: org.fullName }),
      okText: disabling ? T.disable : T.enable,
    });
    if (!yes) return;
    await setState.mutateAsync({ oid: org.oid, state: disabling ? "INACTIVE" : "ACTIVE" });
    toast.success(disabling ? T.disabled : T.enabled);
  }

  const columns: TableColumnsType<OrgDirectoryItem> = [
    { title: T.columns.name, dataIndex: "fullName", key: "name" },
    {
      title: T.columns.formalName,
      dataIndex: "formalName",
      key: "formalName",
      render: (value) => value ?? "–",
    },
    {
      title: T.columns.type,
      dataIndex: "type",
      key: "type",
      render: (type: OrgDirectoryItem["type"]) => BOOK_DETAIL_TEXTS.orgTypes[type],
    },
    {
      title: T.columns.level,
      dataIndex: "level",
      key: "level",
      render: (level: number) => formatMessage(T.levelValue, { level }),
    },
    {
      title: T.columns.state,
      dataIndex: "state",
      key: "state",
      render: (state: OrgDirectoryItem["state"]) => (
        <Tag color={state === "ACTIVE" ? "success" : "default"}>{T.states[state]}</Tag>
      ),
    },
    {
      title: T.columns.subjectResources,
      dataIndex: "useSubjectResourceEnabled",
      key: "subjectResources",
      render: (enabled: boolean) => T.subjectResources[String(enabled) as "true" | "false"],
    },
    {
      title: T.columns.createdAt,
      dataIndex: "createdAt",
      key: "createdAt",
      render: (at: string) => formatDateTime(at),
    },
    {
      title: T.columns.actions,
      key: "actions",
      render: (_, org) => (
        <Space size={0}>
          <Button
            type="link"
            aria-label={`${T.edit} ${org.fullName}`}
            onClick={() =>
              setEditing({
                oid: org.oid,
                values: {
                  name: org.name,
                  formalName: org.formalName,
                  type: org.type,
                  parentOid: org.parentOid,
                  useSubjectResourceEnabled: org.useSubjectResourceEnabled,
                },
                parentName: org.orgName.parentName,
              })
            }
          >
            {T.edit}
          </Button>
          <Button
            type="link"
            danger={org.state === "ACTIVE"}
            aria-label={`${org.state === "ACTIVE" ? T.disable : T.enable} ${org.fullName}`}
            onClick={() => toggleState(org).catch(() => undefined)}
          >
            {org.state === "ACTIVE" ? T.disable : T.enable}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section aria-label={MANAGE_TEXTS.menu.orgs}>
      <div className={styles.toolbar}>
        <ListSearch
          className={styles.search}
          label={T.searchPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ChoiceFilter
          className={styles.filter}
          label={T.typeFilter}
          allLabel={T.allTypes}
          choices={ORG_TYPES}
          labels={BOOK_DETAIL_TEXTS.orgTypes}
          value={query.type}
          onChange={(type) => update({ type })}
        />
        <ChoiceFilter
          className={styles.filter}
          label={T.stateFilter}
          allLabel={T.allStates}
          choices={ORG_STATES}
          labels={T.states}
          value={query.state}
          onChange={(state) => update({ state })}
        />
        <Button
          type="primary"
          className={styles.toolbarEnd}
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing({ oid: null })}
        >
          {T.create}
        </Button>
      </div>
      <Table
        className={styles.table}
        rowKey="oid"
        columns={columns}
        dataSource={orgs.data?.items ?? []}
        loading={orgs.isFetching}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} /> }}
        pagination={listPagination(query, orgs.data?.total, move)}
      />
      <OrgDialog editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
