// The picture of a file without a thumbnail: an icon for its type (and for documents, its format).
import {
  CodeSandboxOutlined,
  CustomerServiceOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  VideoCameraOutlined,
} from "@ant-design/icons";
import type { Attachment } from "@textbook/shared";
import type { ReactNode } from "react";

const DOCUMENT_ICONS: Record<string, ReactNode> = {
  pdf: <FilePdfOutlined aria-hidden />,
  doc: <FileWordOutlined aria-hidden />,
  docx: <FileWordOutlined aria-hidden />,
  xls: <FileExcelOutlined aria-hidden />,
  xlsx: <FileExcelOutlined aria-hidden />,
  ppt: <FilePptOutlined aria-hidden />,
  pptx: <FilePptOutlined aria-hidden />,
};

export function MediaIcon({ attachment }: { attachment: Pick<Attachment, "type" | "extName"> }) {
  switch (attachment.type) {
    case "IMAGE":
      return <FileImageOutlined aria-hidden />;
    case "AUDIO":
      return <CustomerServiceOutlined aria-hidden />;
    case "VIDEO":
      return <VideoCameraOutlined aria-hidden />;
    case "3D":
      return <CodeSandboxOutlined aria-hidden />;
    case "ARCHIVE":
      return <FileZipOutlined aria-hidden />;
    default:
      return DOCUMENT_ICONS[attachment.extName.toLowerCase()] ?? <FileTextOutlined aria-hidden />;
  }
}
