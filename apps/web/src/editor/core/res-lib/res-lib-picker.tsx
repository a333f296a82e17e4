// 从学科资源库选择: a search of the library for the book (keyword and subject, the subject preselected
// from the book's last-used or founder subject), one card per resource with 插入.
import {
  type AttachmentType,
  formatMessage,
  type ResLibResource,
  RES_LIB_PICKER_TEXTS as T,
} from "@textbook/shared";
import { Button, Card, Empty, Input, Modal, Pagination, Space, Spin, Tag } from "antd";
import { useEffect, useState } from "react";
import { useActiveResources, usePreselectedSubject } from "../../../api/res-libs.ts";
import { SubjectSelect } from "../../../app/res-lib/subject-select.tsx";
import styles from "./res-lib-picker.module.css";

const PAGE_SIZE = 10;

export function ResLibPicker(props: {
  bookOid: string;
  /** The file type the box takes; null while closed. */
  type: AttachmentType | null;
  onPick: (resource: ResLibResource) => Promise<void>;
  onClose: () => void;
}) {
  const open = props.type !== null;
  const preselected = usePreselectedSubject(props.bookOid, open);
  const [subjectCode, setSubjectCode] = useState<string | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [inserting, setInserting] = useState<string | null>(null);

  // Each opening starts from the preselected subject and no keyword.
  useEffect(() => {
    if (!open) return;
    setSubjectCode(preselected.data?.code);
    setKeyword(undefined);
    setPage(1);
  }, [open, preselected.data]);

  const list = useActiveResources(
    props.bookOid,
    { page, pageSize: PAGE_SIZE, keyword, subjectCode, type: props.type ?? undefined },
    open && !preselected.isPending,
  );

  async function pick(resource: ResLibResource) {
    setInserting(resource.oid);
    try {
      await props.onPick(resource);
    } catch {
      // A refused call (the rule no longer holds, the resource was deactivated) is shown by the global handler.
    } finally {
      setInserting(null);
    }
  }

  return (
    <Modal open={open} title={T.title} footer={null} width={760} onCancel={props.onClose} destroyOnHidden>
      <Space className={styles.filters}>
        <Input.Search
          aria-label={T.searchPlaceholder}
          placeholder={T.searchPlaceholder}
          allowClear
          onSearch={(value) => {
            setKeyword(value.trim() || undefined);
            setPage(1);
          }}
        />
        <SubjectSelect
          className={styles.subject}
          label={T.subject}
          allLabel={T.allSubjects}
          value={subjectCode}
          onChange={(code) => {
            setSubjectCode(code);
            setPage(1);
          }}
        />
      </Space>
      {!list.data && <Spin className={styles.loading} />}
      {list.data && list.data.items.length === 0 && <Empty description={T.empty} />}
      <div className={styles.grid} aria-busy={list.isFetching}>
        {list.data?.items.map((resource) => (
          <Card
            key={resource.oid}
            size="small"
            className={styles.card}
            aria-label={resource.name}
            cover={
              resource.attachment.thumbnailUrl ? (
                <img className={styles.thumb} src={resource.attachment.thumbnailUrl} alt={resource.name} />
              ) : undefined
            }
          >
            <Card.Meta
              title={resource.name}
              description={
                <>
                  <Tag>{resource.subjectName}</Tag>
                  {resource.keywords.map((word) => (
                    <Tag key={word}>{word}</Tag>
                  ))}
                </>
              }
            />
            <Button
              className={styles.insert}
              type="primary"
              size="small"
              loading={inserting === resource.oid}
              disabled={inserting !== null && inserting !== resource.oid}
              onClick={() => void pick(resource)}
            >
              {T.insert}
            </Button>
          </Card>
        ))}
      </div>
      {list.data && list.data.total > PAGE_SIZE && (
        <Pagination
          className={styles.pager}
          current={page}
          pageSize={PAGE_SIZE}
          total={list.data.total}
          showTotal={(total) => formatMessage(T.total, { total })}
          onChange={setPage}
        />
      )}
    </Modal>
  );
}
