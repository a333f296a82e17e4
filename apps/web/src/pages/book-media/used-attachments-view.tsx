// 已用资源 of the media page: the files the book's documents use, filtered by type, source and
// original-work mark, each with where it is used; 标记原创 / 取消标记, the export (a task) and, for
// those who may change the book, the switch letting its editors use the subject resource library.
import { useQueryClient } from "@tanstack/react-query";
import {
  ATTACHMENT_TYPE_LABELS,
  ATTACHMENT_TYPES,
  formatMessage,
  MARK_STATUS_LABELS,
  MARK_STATUSES,
  RES_LIB_PICKER_TEXTS,
  RESOURCE_SOURCE_LABELS,
  RESOURCE_SOURCES,
  USED_ATTACHMENT_TEXTS as T,
  type UsedAttachment,
} from "@textbook/shared";
import { Button, Space, Switch, Table, Tag } from "antd";
import { Link } from "react-router";
import {
  bookResLibKeys,
  exportUsedAttachments,
  setEditorUseSubjectResource,
  setOriginalMark,
  useSubjectResourceState,
  useUsedAttachments,
} from "../../api/res-libs.ts";
import { toast } from "../../app/global/toast.ts";
import { ChoiceFilter } from "../../app/list/choice-filter.tsx";
import { listPagination } from "../../app/list/list-pagination.ts";
import { ListSearch } from "../../app/list/list-search.tsx";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useListQuery } from "../../app/list/use-list-query.ts";
import { usePageInRange } from "../../app/list/use-page-in-range.ts";
import styles from "./book-media.module.css";
import { readUsedParams, writeUsedParams } from "./used-params.ts";

export function resDetailPath(bookOid: string, attachmentOid: string): string {
  return `/f/books/res-detail/${bookOid}/${attachmentOid}`;
}

export function UsedAttachmentsView(props: {
  bookOid: string;
  canMark: boolean;
  canExport: boolean;
  canSwitch: boolean;
}) {
  const { bookOid } = props;
  const { query, update, move } = useListQuery(readUsedParams, writeUsedParams);
  const list = useUsedAttachments(bookOid, query);
  const libraryState = useSubjectResourceState(bookOid);
  const queryClient = useQueryClient();
  usePageInRange(list.data?.total, query, move);
  const paging = listPagination(query, list.data?.total, move);

  /** A refused call is shown by the global handler; the action just ends. */
  const quietly = (action: () => Promise<void>) => () => void action().catch(() => undefined);

  async function mark(item: UsedAttachment) {
    const marked = item.markStatus === "UNMARK";
    await setOriginalMark(bookOid, item.attachment.attachmentOid, marked);
    toast.success(marked ? T.marked : T.unmarked);
    void queryClient.invalidateQueries({ queryKey: bookResLibKeys.used(bookOid) });
  }

  async function exportList() {
    const { page: _page, pageSize: _size, ...filters } = query;
    await exportUsedAttachments(bookOid, filters);
    toast.success(T.exportSubmitted);
  }

  async function switchLibrary(enabled: boolean) {
    const state = await setEditorUseSubjectResource(bookOid, enabled);
    queryClient.setQueryData(bookResLibKeys.state(bookOid), state);
    toast.success(enabled ? RES_LIB_PICKER_TEXTS.switchOn : RES_LIB_PICKER_TEXTS.switchOff);
  }

  const filtered = Boolean(query.type || query.source || query.markStatus || query.keyword);
  return (
    <>
      <div className={styles.toolbar}>
        <ChoiceFilter
          label={T.typeFilter}
          allLabel={T.allTypes}
          choices={ATTACHMENT_TYPES}
          labels={ATTACHMENT_TYPE_LABELS}
          value={query.type === "ARCHIVE" ? undefined : query.type}
          onChange={(type) => update({ type })}
        />
        <ChoiceFilter
          label={T.sourceFilter}
          allLabel={T.allSources}
          choices={RESOURCE_SOURCES}
          labels={RESOURCE_SOURCE_LABELS}
          value={query.source}
          onChange={(source) => update({ source })}
        />
        <ChoiceFilter
          label={T.markFilter}
          allLabel={T.allMarks}
          choices={MARK_STATUSES}
          labels={MARK_STATUS_LABELS}
          value={query.markStatus}
          onChange={(markStatus) => update({ markStatus })}
        />
        <ListSearch
          className={styles.search}
          label={T.searchPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        {list.data && (
          <span className={styles.total}>{formatMessage(T.total, { total: list.data.total })}</span>
        )}
        {props.canSwitch && libraryState.data && (
          <Space>
            <Switch
              aria-label={RES_LIB_PICKER_TEXTS.switchLabel}
              checked={libraryState.data.editorUseSubjectResourceEnabled}
              onChange={(checked) => quietly(() => switchLibrary(checked))()}
            />
            {RES_LIB_PICKER_TEXTS.switchLabel}
          </Space>
        )}
        {props.canExport && <Button onClick={quietly(exportList)}>{T.export}</Button>}
      </div>
      {list.isError && !list.data ? (
        <LoadFailed title={T.loadFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <Table<UsedAttachment>
          rowKey={(item) => item.attachment.attachmentOid}
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          pagination={paging}
          locale={{ emptyText: filtered ? T.noMatch : T.empty }}
          columns={[
            {
              title: T.columns.name,
              key: "name",
              render: (_, item) => (
                <Link to={resDetailPath(bookOid, item.attachment.attachmentOid)}>{item.attachment.name}</Link>
              ),
            },
            {
              title: T.columns.type,
              key: "type",
              render: (_, item) => ATTACHMENT_TYPE_LABELS[item.attachment.type],
            },
            {
              title: T.columns.source,
              key: "source",
              render: (_, item) => (
                <Tag color={item.source === "RES_LIB" ? "blue" : undefined}>
                  {RESOURCE_SOURCE_LABELS[item.source]}
                </Tag>
              ),
            },
            {
              title: T.columns.mark,
              key: "mark",
              render: (_, item) => (
                <Tag color={item.markStatus === "MARKED" ? "green" : undefined}>
                  {MARK_STATUS_LABELS[item.markStatus]}
                </Tag>
              ),
            },
            {
              title: T.columns.places,
              key: "places",
              render: (_, item) => (
                <ul className={styles.places}>
                  {item.places.map((place) => (
                    <li key={place.fileOid}>
                      {place.name}（{formatMessage(T.usedTimes, { n: place.count })}）
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              title: T.columns.actions,
              key: "actions",
              render: (_, item) => (
                <Space size={0}>
                  <Link to={resDetailPath(bookOid, item.attachment.attachmentOid)}>{T.detail}</Link>
                  {props.canMark && (
                    <Button type="link" onClick={quietly(() => mark(item))}>
                      {item.markStatus === "MARKED" ? T.unmarkFromOg : T.markAsOg}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
