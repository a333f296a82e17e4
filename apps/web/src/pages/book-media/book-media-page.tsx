// The media page /f/books/media/{oid} (issue 3): a book's attachments by type, searchable and paged,
// with preview, download and (for those the policy allows) upload through the app's queue.
import { ArrowLeftOutlined, ReloadOutlined, SearchOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ATTACHMENT_TYPE_LABELS,
  ATTACHMENT_TYPES,
  type Attachment,
  type BookAttachmentsQuery,
  formatMessage,
  LOGIN_TEXTS,
  MEDIA_TEXTS,
  PAGINATION,
} from "@textbook/shared";
import { Button, Empty, Input, Pagination, Result, Skeleton, Tabs } from "antd";
import { useEffect, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { fetchBookAttachments } from "../../api/attachments.ts";
import { bookKeys, useBook } from "../../api/book-detail.ts";
import styles from "./book-media.module.css";
import { MediaCard } from "./media-card.tsx";
import { MediaDeleteDialog } from "./media-delete-dialog.tsx";
import { readMediaParams, writeMediaParams } from "./media-params.ts";
import { MediaPreview } from "./media-preview.tsx";
import { MediaUploadButton } from "./media-upload-button.tsx";

const ALL = "ALL";

function LoadingCards({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.card}>
          <Skeleton.Node active className={styles.skeletonThumb} />
          <Skeleton active paragraph={{ rows: 2 }} className={styles.cardBody} />
        </div>
      ))}
    </div>
  );
}

export function BookMediaPage() {
  const bookOid = useParams().oid ?? "";
  const [search, setSearch] = useSearchParams();
  const query = readMediaParams(search);
  const [keyword, setKeyword] = useState(query.keyword ?? "");
  useEffect(() => setKeyword(query.keyword ?? ""), [query.keyword]);
  const [previewing, setPreviewing] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const queryClient = useQueryClient();
  const book = useBook(bookOid);
  const media = useQuery({
    queryKey: bookKeys.mediaPage(bookOid, query),
    queryFn: ({ signal }) => fetchBookAttachments(bookOid, query, signal),
    placeholderData: keepPreviousData,
  });

  // A page past the end (files removed meanwhile) moves to the last page that has files.
  const lastPage = media.data ? Math.max(1, Math.ceil(media.data.total / query.pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && query.page > lastPage) {
      setSearch(writeMediaParams({ ...query, page: lastPage }), { replace: true });
    }
  }, [lastPage, query, setSearch]);

  const update = (change: Partial<BookAttachmentsQuery>) =>
    setSearch(writeMediaParams({ ...query, page: PAGINATION.defaultPage, ...change }));
  const tabType = query.type === "ARCHIVE" ? undefined : query.type;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bookKeys.media(bookOid) });
  const canChange = book.data?.abilities.uploadMedia === true;

  return (
    <section className={styles.page} aria-label={MEDIA_TEXTS.title}>
      <header className={styles.header}>
        <Link to={`/f/books/detail/${bookOid}`} className={styles.back}>
          <ArrowLeftOutlined aria-hidden /> {MEDIA_TEXTS.backToBook}
        </Link>
        <h2 className={styles.bookName}>{book.data?.name ?? (book.isPending ? "" : MEDIA_TEXTS.title)}</h2>
        {canChange && <MediaUploadButton bookOid={bookOid} type={tabType} onUploaded={refresh} />}
      </header>

      <div className={styles.toolbar}>
        <Tabs
          className={styles.tabs}
          activeKey={query.type ?? ALL}
          onChange={(key) =>
            update({ type: key === ALL ? undefined : ATTACHMENT_TYPES.find((type) => type === key) })
          }
          items={[
            { key: ALL, label: MEDIA_TEXTS.allTypes },
            ...ATTACHMENT_TYPES.map((type) => ({ key: type, label: ATTACHMENT_TYPE_LABELS[type] })),
          ]}
        />
        <Input.Search
          allowClear
          className={styles.search}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={MEDIA_TEXTS.searchPlaceholder}
          aria-label={MEDIA_TEXTS.searchPlaceholder}
          maxLength={PAGINATION.keywordMaxLength}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => update({ keyword: value.trim() || undefined })}
        />
        {media.data && (
          <span className={styles.total}>
            {formatMessage(MEDIA_TEXTS.total, { total: media.data.total })}
          </span>
        )}
      </div>

      {media.isPending && <LoadingCards count={Math.min(query.pageSize, 8)} />}

      {media.isError && !media.data && (
        <Result
          status="warning"
          title={MEDIA_TEXTS.loadFailed}
          subTitle={media.error.message}
          extra={
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => media.refetch()}>
              {LOGIN_TEXTS.reload}
            </Button>
          }
        />
      )}

      {media.data && media.data.items.length === 0 && (
        <Empty
          className={styles.empty}
          description={query.keyword || query.type ? MEDIA_TEXTS.noMatch : MEDIA_TEXTS.empty}
        />
      )}

      {media.data && media.data.items.length > 0 && (
        <div className={styles.grid} aria-busy={media.isFetching}>
          {media.data.items.map((attachment) => (
            <MediaCard
              key={attachment.attachmentOid}
              attachment={attachment}
              onPreview={() => setPreviewing(attachment)}
              onDelete={canChange ? () => setDeleting(attachment) : undefined}
            />
          ))}
        </div>
      )}

      {media.data && media.data.total > 0 && (
        <Pagination
          className={styles.pagination}
          current={query.page}
          pageSize={query.pageSize}
          total={media.data.total}
          pageSizeOptions={PAGINATION.pageSizes.map(String)}
          showSizeChanger
          onChange={(page, pageSize) =>
            setSearch(writeMediaParams({ ...query, page: pageSize === query.pageSize ? page : 1, pageSize }))
          }
        />
      )}

      <MediaPreview
        attachment={previewing}
        onClose={() => setPreviewing(null)}
        onDelete={canChange ? () => setDeleting(previewing) : undefined}
      />
      <MediaDeleteDialog
        bookOid={bookOid}
        attachment={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setPreviewing(null);
          refresh();
        }}
      />
    </section>
  );
}
