// 导入 Word on the book's card, for those who may change the book's structure.
import { FileWordOutlined } from "@ant-design/icons";
import { type BookDetail, WORD_IMPORT_TEXTS as T } from "@textbook/shared";
import { Button } from "antd";
import { useState } from "react";
import { WordImportDialog } from "./word-import-dialog.tsx";

export function WordImportButton({ book }: { book: BookDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FileWordOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {T.button}
      </Button>
      {/* Mounted only while open: each opening starts from the file, and book pages carry no hidden dialog. */}
      {open && <WordImportDialog book={book} onClose={() => setOpen(false)} />}
    </>
  );
}
