// /m/res-libs 学科资源库: the libraries the caller manages (SYS_ADMIN: the platform's and every
// organisation's; ORG_ASSET_ADMIN: the current organisation's). Search by name or keyword, subject,
// type and state in the URL; 上传资源, 编辑, 编辑关键词, 停用 / 启用 and 引用 per row.
import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import {
  ATTACHMENT_TYPE_LABELS,
  ATTACHMENT_TYPES,
  formatMessage,
  RES_LIB_STATE_LABELS,
  RES_LIB_STATES,
  type ResLibResource,
  RES_LIB_TEXTS as T,
} from "@textbook/shared";
import { Button, Space, Table, Tag } from "antd";
import { useState } from "react";
import {
  createResource,
  resLibKeys,
  setResourceActive,
  setResourceKeywords,
  updateResource,
  useManagedResources,
} from "../../../api/res-libs.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import { ChoiceFilter } from "../../../app/list/choice-filter.tsx";
import { listPagination } from "../../../app/list/list-pagination.ts";
import { ListSearch } from "../../../app/list/list-search.tsx";
import { LoadFailed } from "../../../app/list/load-failed.tsx";
import { useListQuery } from "../../../app/list/use-list-query.ts";
import { usePageInRange } from "../../../app/list/use-page-in-range.ts";
import { SubjectSelect } from "../../../app/res-lib/subject-select.tsx";
import styles from "../manage.module.css";
import { CitationsDialog } from "./citations-dialog.tsx";
import { readResLibParams, writeResLibParams } from "./res-lib-params.ts";
import { ResourceDialog, type ResourceEditing, type ResourceValues } from "./resource-dialog.tsx";

export function ResLibsPage() {
  const { query, update, move } = useListQuery(readResLibParams, writeResLibParams);
  const list = useManagedResources(query);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ResourceEditing | null>(null);
  const [citing, setCiting] = useState<ResLibResource | null>(null);
  usePageInRange(list.data?.total, query, move);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resLibKeys.all });

  async function save(values: ResourceValues) {
    if (!editing) return;
    if (editing.mode === "create") {
      await createResource({
        attachmentOid: values.attachmentOid ?? "",
        name: values.name,
        subjectCode: values.subjectCode,
        keywords: values.keywords,
      });
      toast.success(T.created);
    } else if (editing.mode === "edit") {
      await updateResource(editing.resource.oid, { name: values.name, subjectCode: values.subjectCode });
      toast.success(T.saved);
    } else {
      await setResourceKeywords(editing.resource.oid, values.keywords);
      toast.success(T.keywordsSaved);
    }
    setEditing(null);
    refresh();
  }

  async function toggle(resource: ResLibResource) {
    const activate = resource.state === "INACTIVE";
    if (!activate) {
      const content = formatMessage(T.deactivateConfirm, { name: resource.name });
      if (!(await dialog.confirm("danger", { content }))) return;
    }
    try {
      await setResourceActive(resource.oid, activate);
      toast.success(activate ? T.activated : T.deactivated);
    } catch {
      // shown by the global handler
    }
    refresh();
  }

  const paging = listPagination(query, list.data?.total, move);
  return (
    <section aria-label={T.title}>
      <div className={styles.toolbar}>
        <ListSearch
          className={styles.search}
          label={T.searchPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <SubjectSelect
          className={styles.filter}
          label={T.subjectFilter}
          allLabel={T.allSubjects}
          value={query.subjectCode}
          onChange={(subjectCode) => update({ subjectCode })}
        />
        <ChoiceFilter
          className={styles.filter}
          label={T.typeFilter}
          allLabel={T.allTypes}
          choices={ATTACHMENT_TYPES}
          labels={ATTACHMENT_TYPE_LABELS}
          value={query.type}
          onChange={(type) => update({ type })}
        />
        <ChoiceFilter
          className={styles.filter}
          label={T.stateFilter}
          allLabel={T.allStates}
          choices={RES_LIB_STATES}
          labels={RES_LIB_STATE_LABELS}
          value={query.state}
          onChange={(state) => update({ state })}
        />
        <Button
          className={styles.toolbarEnd}
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing({ mode: "create" })}
        >
          {T.upload}
        </Button>
      </div>

      {list.isError && !list.data ? (
        <LoadFailed title={T.loadFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Table<ResLibResource>
          className={styles.table}
          rowKey="oid"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          pagination={paging ? { ...paging, showTotal: (total) => formatMessage(T.total, { total }) } : false}
          locale={{
            emptyText: query.keyword || query.subjectCode || query.type || query.state ? T.noMatch : T.empty,
          }}
          columns={[
            {
              title: T.columns.name,
              key: "name",
              render: (_, resource) => (
                <Space>
                  {resource.attachment.thumbnailUrl && (
                    <img
                      src={resource.attachment.thumbnailUrl}
                      alt=""
                      width={40}
                      height={40}
                      style={{ objectFit: "cover" }}
                    />
                  )}
                  {resource.name}
                </Space>
              ),
            },
            {
              title: T.columns.type,
              key: "type",
              render: (_, r) => ATTACHMENT_TYPE_LABELS[r.attachment.type],
            },
            { title: T.columns.subject, dataIndex: "subjectName" },
            {
              title: T.columns.keywords,
              key: "keywords",
              render: (_, r) => r.keywords.map((keyword) => <Tag key={keyword}>{keyword}</Tag>),
            },
            { title: T.columns.library, key: "library", render: (_, r) => r.orgName ?? T.platformLibrary },
            { title: T.columns.uploader, dataIndex: "uploaderName" },
            {
              title: T.columns.state,
              key: "state",
              render: (_, r) => (
                <Tag color={r.state === "ACTIVE" ? "green" : "default"}>{RES_LIB_STATE_LABELS[r.state]}</Tag>
              ),
            },
            { title: T.columns.createdAt, key: "createdAt", render: (_, r) => formatDateTime(r.createdAt) },
            {
              title: T.columns.actions,
              key: "actions",
              render: (_, resource) => (
                <Space size={0} wrap>
                  <Button type="link" onClick={() => setEditing({ mode: "edit", resource })}>
                    {T.edit}
                  </Button>
                  <Button type="link" onClick={() => setEditing({ mode: "keywords", resource })}>
                    {T.editKeywords}
                  </Button>
                  <Button type="link" onClick={() => setCiting(resource)}>
                    {T.citations}
                  </Button>
                  <Button
                    type="link"
                    danger={resource.state === "ACTIVE"}
                    onClick={() => void toggle(resource)}
                  >
                    {resource.state === "ACTIVE" ? T.deactivate : T.activate}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      <ResourceDialog editing={editing} onSave={save} onClose={() => setEditing(null)} />
      <CitationsDialog resource={citing} onClose={() => setCiting(null)} />
    </section>
  );
}
