// The media page /f/books/media/{oid} (issue 3): a book's attachments by type, searchable and paged,
// with preview, download and (for those the policy allows) upload through the app's queue.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ATTACHMENT_TYPE_LABELS,
  ATTACHMENT_TYPES,
  type Attachment,
  formatMessage,
  MEDIA_TEXTS,
  USED_ATTACHMENT_TEXTS,
} from "@textbook/shared";
import { Empty, Pagination, Segmented, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { fetchBookAttachments } from "../../api/attachments.ts";
import { bookKeys, useBook } from "../../api/book-detail.ts";
import { listPagination } from "../../app/list/list-pagination.ts";
import { ListSearch } from "../../app/list/list-search.tsx";
import { LoadFailed } from "../../app/list/load-failed.tsx";
import { useListQuery } from "../../app/list/use-list-query.ts";
import { usePageInRange } from "../../app/list/use-page-in-range.ts";
import styles from "./book-media.module.css";
import { MediaCard } from "./media-card.tsx";
import { MediaDeleteDialog } from "./media-delete-dialog.tsx";
import { readMediaParams, writeMediaParams } from "./media-params.ts";
import { MediaPreview } from "./media-preview.tsx";
import { MediaUploadButton } from "./media-upload-button.tsx";
import { UsedAttachmentsView } from "./used-attachments-view.tsx";
import { isUsedView, USED_VIEW } from "./used-params.ts";

/** The resource page loads with the media page (app/routes.tsx): one chunk for both. */
export { ResDetailPage } from "./res-detail-page.tsx";

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
  const usedView = isUsedView(search);
  const { query, update, move } = useListQuery(readMediaParams, writeMediaParams);
  const [previewing, setPreviewing] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const queryClient = useQueryClient();
  const book = useBook(bookOid);
  const media = useQuery({
    queryKey: bookKeys.mediaPage(bookOid, query),
    queryFn: ({ signal }) => fetchBookAttachments(bookOid, query, signal),
    placeholderData: keepPreviousData,
    enabled: !usedView,
  });

  usePageInRange(media.data?.total, query, move);
  const tabType = query.type === "ARCHIVE" ? undefined : query.type;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: bookKeys.media(bookOid) });
  const canChange = book.data?.abilities.uploadMedia === true;
  const paging = listPagination(query, media.data?.total, move);

  return (
    <section className={styles.page} aria-label={MEDIA_TEXTS.title}>
      <header className={styles.header}>
        <Link to={`/f/books/detail/${bookOid}`} className={styles.back}>
          <ArrowLeftOutlined aria-hidden /> {MEDIA_TEXTS.backToBook}
        </Link>
        <h2 className={styles.bookName}>{book.data?.name ?? (book.isPending ? "" : MEDIA_TEXTS.title)}</h2>
        <Segmented
          aria-label={MEDIA_TEXTS.title}
          value={usedView ? USED_VIEW : ""}
          onChange={(view) => setSearch(view ? { view } : {})}
          options={[
            { value: "", label: USED_ATTACHMENT_TEXTS.libraryTab },
            { value: USED_VIEW, label: USED_ATTACHMENT_TEXTS.tab },
          ]}
        />
        {canChange && !usedView && (
          <MediaUploadButton bookOid={bookOid} type={tabType} onUploaded={refresh} />
        )}
      </header>

      {usedView ? (
        <UsedAttachmentsView
          bookOid={bookOid}
          canMark={canChange}
          canExport={book.data?.abilities.export === true}
          canSwitch={book.data?.abilities.update === true}
        />
      ) : (
        <>
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
            <ListSearch
              className={styles.search}
              label={MEDIA_TEXTS.searchPlaceholder}
              value={query.keyword}
              onSearch={(keyword) => update({ keyword })}
            />
            {media.data && (
              <span className={styles.total}>
                {formatMessage(MEDIA_TEXTS.total, { total: media.data.total })}
              </span>
            )}
          </div>

          {media.isPending && <LoadingCards count={Math.min(query.pageSize, 8)} />}

          {media.isError && !media.data && (
            <LoadFailed title={MEDIA_TEXTS.loadFailed} error={media.error} onRetry={() => media.refetch()} />
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

          {paging && <Pagination className={styles.pagination} {...paging} />}
        </>
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
