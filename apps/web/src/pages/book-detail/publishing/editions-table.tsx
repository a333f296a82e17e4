// The book's READY editions, newest first (GET /books/{id}/editions): number, when and by whom it was
// built, size and files, which one readers get; 阅读 opens an edition in the member reader (a new
// tab), 导出 exports it in a format as the header's 导出 does the current content (those who may
// export the book), 发布此版本 releases a newer one and 回滚 an older one (those who may release).
import {
  type Edition,
  EXPORT_TEXTS,
  editionReaderPath,
  formatMessage,
  PUBLISHING_PAGE_TEXTS,
} from "@textbook/shared";
import { Button, Table, Tag } from "antd";
import { formatDateTime } from "../../../app/date-time.ts";
import { formatFileSize } from "../../../app/file-size.ts";
import { ExportMenu } from "../export-menu.tsx";
import { emptyLocale } from "./empty-locale.tsx";
import styles from "./publishing.module.css";

const T = PUBLISHING_PAGE_TEXTS.editions;

export const editionName = (edition: Pick<Edition, "number">) =>
  formatMessage(T.edition, { number: edition.number });

export function EditionsTable(props: {
  editions: readonly Edition[];
  loading: boolean;
  canRelease: boolean;
  canExport: boolean;
  /** Disables the release buttons while one is sent or runs. */
  releasing: boolean;
  onRelease: (edition: Edition, rollback: boolean) => void;
}) {
  const released = props.editions.find((edition) => edition.released);
  return (
    <Table<Edition>
      rowKey="oid"
      size="small"
      loading={props.loading}
      dataSource={[...props.editions]}
      pagination={false}
      locale={emptyLocale(T.empty)}
      scroll={{ x: "max-content" }}
      columns={[
        {
          title: T.number,
          key: "number",
          render: (_, edition) => (
            <span className={styles.editionName}>
              {editionName(edition)}
              {edition.released && <Tag color="success">{T.released}</Tag>}
            </span>
          ),
        },
        { title: T.builtAt, key: "builtAt", render: (_, edition) => formatDateTime(edition.builtAt) },
        { title: T.builtBy, key: "builtBy", render: (_, edition) => edition.builtBy.fullName },
        { title: T.size, key: "size", render: (_, edition) => formatFileSize(edition.size) },
        { title: T.files, dataIndex: "fileCount" },
        {
          title: T.actions,
          key: "actions",
          render: (_, edition) => {
            const rollback = released !== undefined && edition.number < released.number;
            return (
              <span className={styles.actions}>
                <a
                  href={editionReaderPath(edition.oid)}
                  target="_blank"
                  rel="noopener"
                  aria-label={formatMessage(T.readLabel, { number: edition.number })}
                >
                  {T.read}
                </a>
                {props.canExport && (
                  <ExportMenu
                    bookOid={edition.bookOid}
                    editionOid={edition.oid}
                    size="small"
                    ariaLabel={formatMessage(EXPORT_TEXTS.exportEditionLabel, { number: edition.number })}
                  />
                )}
                {props.canRelease && !edition.released && (
                  <Button
                    type="link"
                    size="small"
                    disabled={props.releasing}
                    onClick={() => props.onRelease(edition, rollback)}
                  >
                    {rollback ? T.rollback : T.releaseThis}
                  </Button>
                )}
              </span>
            );
          },
        },
      ]}
    />
  );
}
