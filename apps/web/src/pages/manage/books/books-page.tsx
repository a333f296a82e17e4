// /m/books (issue 15 §4): the books the caller oversees with search, state filter, an organisation
// filter for system administrators and paging; 新建教材, edit, state changes, platform roles,
// members (the book detail page's drawer) and delete or archive, each offered as the server's
// abilities of the book allow.
import { DownOutlined, PlusOutlined } from "@ant-design/icons";
import {
  type AdminBook,
  type AdminBooksQuery,
  BOOK_DETAIL_TEXTS,
  BOOK_STATE_LABELS,
  BOOK_STATES,
  type BookState,
  canCreateBooks,
  formatMessage,
  BOOKS_ADMIN_TEXTS as T,
} from "@textbook/shared";
import { Button, Dropdown, Empty, Space, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useAdminBooks, useSetBookState } from "../../../api/book-admin.ts";
import { useBook } from "../../../api/book-detail.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { toast } from "../../../app/global/toast.ts";
import { ChoiceFilter } from "../../../app/list/choice-filter.tsx";
import { listPagination } from "../../../app/list/list-pagination.ts";
import { ListSearch } from "../../../app/list/list-search.tsx";
import { LoadFailed } from "../../../app/list/load-failed.tsx";
import { useListQuery } from "../../../app/list/use-list-query.ts";
import { readChoice, readKeyword, readPageParams, writeListParams } from "../../../app/list-params.ts";
import { useSession } from "../../../app/session.ts";
import { MembersDrawer } from "../../book-detail/members-drawer.tsx";
import { STATE_COLOURS } from "../../books/book-card.tsx";
import styles from "../manage.module.css";
import { OrgPicker } from "../org-picker.tsx";
import { BookDialog, type BookEditing } from "./book-dialog.tsx";
import { DeleteBookDialog } from "./delete-book-dialog.tsx";
import { PlatformRolesDialog } from "./platform-roles-dialog.tsx";

type BooksQuery = Required<Pick<AdminBooksQuery, "page" | "pageSize">> & AdminBooksQuery;

export function readBooksQuery(search: URLSearchParams): BooksQuery {
  return {
    ...readPageParams(search),
    keyword: readKeyword(search),
    state: readChoice(search, "state", BOOK_STATES),
    orgOid: search.get("orgOid") || undefined,
  };
}

function writeBooksQuery(query: BooksQuery): URLSearchParams {
  return writeListParams(query, { keyword: query.keyword, state: query.state, orgOid: query.orgOid });
}

/** The book detail page's members drawer, for the book it loads (its abilities come with it). */
function BookMembers(props: { bookOid: string | null; onClose: () => void }) {
  const book = useBook(props.bookOid ?? "", props.bookOid !== null);
  if (!props.bookOid || !book.data) return null;
  return <MembersDrawer book={book.data} open onClose={props.onClose} />;
}

export function BooksPage() {
  const user = useSession().user;
  const isSysAdmin = user?.sysRoles.includes("SYS_ADMIN") ?? false;
  const { query, update, move: moveTo } = useListQuery(readBooksQuery, writeBooksQuery);
  const books = useAdminBooks(query);
  const setState = useSetBookState();
  const [editing, setEditing] = useState<BookEditing>(null);
  const [members, setMembers] = useState<string | null>(null);
  const [platformRoles, setPlatformRoles] = useState<AdminBook | null>(null);
  const [deleting, setDeleting] = useState<AdminBook | null>(null);

  const filtered = Boolean(query.keyword || query.state || query.orgOid);

  async function move(book: AdminBook, state: BookState) {
    const yes = await dialog.confirm(state === "INACTIVE" ? "danger" : "change", {
      title: T.stateTitle,
      content: `${formatMessage(T.stateCurrent, { state: BOOK_STATE_LABELS[book.state] })}，${T.stateTarget}“${BOOK_STATE_LABELS[state]}”`,
    });
    if (!yes) return;
    await setState.mutateAsync({ oid: book.oid, state });
    toast.success(T.stateChanged);
  }

  const columns: TableColumnsType<AdminBook> = [
    { title: T.columns.name, dataIndex: "name", key: "name" },
    { title: T.columns.subject, dataIndex: "subject", key: "subject", render: (value) => value ?? "–" },
    {
      title: T.columns.textbookType,
      dataIndex: "textbookType",
      key: "textbookType",
      render: (type: AdminBook["textbookType"]) => BOOK_DETAIL_TEXTS.textbookTypes[type],
    },
    { title: T.columns.org, key: "org", render: (_, book) => book.org.fullName },
    {
      title: T.columns.chiefEditors,
      key: "chiefEditors",
      render: (_, book) => book.chiefEditors.map((chief) => chief.fullName).join("、") || "–",
    },
    {
      title: T.columns.state,
      dataIndex: "state",
      key: "state",
      render: (state: BookState) => <Tag color={STATE_COLOURS[state]}>{BOOK_STATE_LABELS[state]}</Tag>,
    },
    { title: T.columns.updatedAt, dataIndex: "updatedAt", key: "updatedAt", render: formatDateTime },
    {
      title: T.columns.actions,
      key: "actions",
      render: (_, book) => {
        const archiveOnly = book.releasedBefore && book.abilities.stateTargets.includes("INACTIVE");
        return (
          <Space size={0} wrap>
            {book.abilities.update && (
              <Button type="link" aria-label={`${T.edit} ${book.name}`} onClick={() => setEditing(book)}>
                {T.edit}
              </Button>
            )}
            <Button type="link" aria-label={`${T.members} ${book.name}`} onClick={() => setMembers(book.oid)}>
              {T.members}
            </Button>
            {book.abilities.stateTargets.length > 0 && (
              <Dropdown
                trigger={["click"]}
                menu={{
                  items: book.abilities.stateTargets.map((state) => ({
                    key: state,
                    label: `${T.stateTarget}“${BOOK_STATE_LABELS[state]}”`,
                  })),
                  onClick: ({ key }) => void move(book, key as BookState).catch(() => undefined),
                }}
              >
                <Button type="link" aria-label={`${T.changeState} ${book.name}`}>
                  {T.changeState} <DownOutlined aria-hidden />
                </Button>
              </Dropdown>
            )}
            {book.abilities.platformRoles && (
              <Button
                type="link"
                aria-label={`${T.platformRoles} ${book.name}`}
                onClick={() => setPlatformRoles(book)}
              >
                {T.platformRoles}
              </Button>
            )}
            {(book.abilities.delete || archiveOnly) && (
              <Button
                type="link"
                danger
                aria-label={`${archiveOnly ? T.archive : T.delete} ${book.name}`}
                onClick={() => setDeleting(book)}
              >
                {archiveOnly ? T.archive : T.delete}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <section aria-label={T.title}>
      <div className={styles.toolbar}>
        <ListSearch
          className={styles.search}
          label={T.searchPlaceholder}
          value={query.keyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ChoiceFilter
          className={styles.filter}
          label={T.stateFilter}
          allLabel={T.allStates}
          choices={BOOK_STATES}
          labels={BOOK_STATE_LABELS}
          value={query.state}
          onChange={(state) => update({ state })}
        />
        {isSysAdmin && (
          <OrgPicker
            allowClear
            className={styles.search}
            ariaLabel={T.orgFilter}
            placeholder={T.allOrgs}
            value={query.orgOid}
            onChange={(orgOid) => update({ orgOid })}
          />
        )}
        {books.data && <span>{formatMessage(T.total, { total: books.data.total })}</span>}
        {user && canCreateBooks(user) && (
          <Button
            type="primary"
            className={styles.toolbarEnd}
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing("new")}
          >
            {T.create}
          </Button>
        )}
      </div>
      {books.isError && !books.data ? (
        <LoadFailed title={T.loadFailed} error={books.error} onRetry={() => books.refetch()} />
      ) : (
        <Table
          className={styles.table}
          rowKey="oid"
          columns={columns}
          dataSource={books.data?.items ?? []}
          loading={books.isFetching}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? T.noMatch : T.empty} />
            ),
          }}
          pagination={listPagination(query, books.data?.total, moveTo)}
        />
      )}
      <BookDialog editing={editing} onClose={() => setEditing(null)} />
      <BookMembers bookOid={members} onClose={() => setMembers(null)} />
      {platformRoles && (
        <PlatformRolesDialog
          key={platformRoles.oid}
          book={platformRoles}
          onClose={() => setPlatformRoles(null)}
        />
      )}
      {deleting && <DeleteBookDialog key={deleting.oid} book={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
