// 导出 with its formats (ZIP, EPUB, PDF, DOCX): picking one starts the EXPORT task of the book's
// current content (the book's header) or of one of its editions (the editions table), and the toast
// links to the task.
import { DownOutlined, ExportOutlined } from "@ant-design/icons";
import { EXPORT_FORMATS, EXPORT_TEXTS, type ExportFormat, BOOK_DETAIL_TEXTS as T } from "@textbook/shared";
import { Button, Dropdown } from "antd";
import { exportBook } from "../../api/book-detail.ts";
import { toast } from "../../app/global/toast.ts";
import { useBusy } from "../../app/use-busy.ts";

const items = EXPORT_FORMATS.map((format) => ({ key: format, label: EXPORT_TEXTS.formats[format] }));

export function ExportMenu(props: {
  bookOid: string;
  /** A READY edition to export instead of the current content. */
  editionOid?: string;
  /** The button's accessible name when its text alone would be ambiguous (one per table row). */
  ariaLabel?: string;
  size?: "small";
}) {
  const exporting = useBusy();
  const start = (format: ExportFormat) =>
    exporting.run(async () => {
      const task = await exportBook(props.bookOid, format, props.editionOid);
      toast.success(T.exportStarted, { label: T.viewTask, to: `/f/task/detail/${task.oid}` });
    });
  return (
    <Dropdown
      trigger={["click"]}
      menu={{ items, onClick: ({ key }) => start(key as ExportFormat), "aria-label": EXPORT_TEXTS.menuLabel }}
    >
      <Button
        icon={<ExportOutlined aria-hidden />}
        loading={exporting.busy}
        size={props.size}
        aria-label={props.ariaLabel}
      >
        {T.export}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
