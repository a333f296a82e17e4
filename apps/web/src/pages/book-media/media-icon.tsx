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
  pdf: <FilePdfOutlined />,
  doc: <FileWordOutlined />,
  docx: <FileWordOutlined />,
  xls: <FileExcelOutlined />,
  xlsx: <FileExcelOutlined />,
  ppt: <FilePptOutlined />,
  pptx: <FilePptOutlined />,
};

export function MediaIcon({ attachment }: { attachment: Pick<Attachment, "type" | "extName"> }) {
  switch (attachment.type) {
    case "IMAGE":
      return <FileImageOutlined />;
    case "AUDIO":
      return <CustomerServiceOutlined />;
    case "VIDEO":
      return <VideoCameraOutlined />;
    case "3D":
      return <CodeSandboxOutlined />;
    case "ARCHIVE":
      return <FileZipOutlined />;
    default:
      return DOCUMENT_ICONS[attachment.extName.toLowerCase()] ?? <FileTextOutlined />;
  }
}
