// 新建教材 on the book list, for those who may create books (system admins, organisation admins):
// the management area's dialog, loaded when first opened so the book list carries none of it.
import { PlusOutlined } from "@ant-design/icons";
import { BOOKS_ADMIN_TEXTS, canCreateBooks } from "@textbook/shared";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import { useSession } from "../../app/session.ts";

const BookDialog = lazy(async () => ({
  default: (await import("../manage/books/book-dialog.tsx")).BookDialog,
}));

export function NewBookButton() {
  const user = useSession().user;
  const [open, setOpen] = useState(false);
  if (!user || !canCreateBooks(user)) return null;
  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {BOOKS_ADMIN_TEXTS.create}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BookDialog editing="new" onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
