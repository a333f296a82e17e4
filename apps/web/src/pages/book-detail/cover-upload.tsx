// The book's cover with, for users who may update the book, a button that uploads a new image
// through the app's upload queue (one at a time, with the progress overlay) and sets it as cover.
import { CameraOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { type BookDetail, BOOK_DETAIL_TEXTS as T } from "@textbook/shared";
import { Button } from "antd";
import { useRef } from "react";
import { bookKeys, updateCover } from "../../api/book-detail.ts";
import { toast } from "../../app/global/toast.ts";
import { acceptFor } from "../../app/uploads/upload-limits.ts";
import { uploadFile } from "../../app/uploads/upload-queue.ts";
import { useBusy } from "../../app/use-busy.ts";
import { BookCover } from "../books/book-cover.tsx";
import styles from "./book-detail.module.css";

export function CoverUpload({ book }: { book: BookDetail }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const uploading = useBusy();

  const upload = (file: File) =>
    uploading.run(async () => {
      const attachment = await uploadFile(file, { type: "IMAGE", bookOid: book.oid, category: "BOOK_IMAGE" });
      client.setQueryData(bookKeys.book(book.oid), await updateCover(book.oid, attachment.attachmentOid));
      toast.success(T.coverSaved);
    });

  return (
    <div className={styles.coverBox}>
      <BookCover name={book.name} coverUrl={book.coverUrl} />
      {book.abilities.update && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={acceptFor("IMAGE")}
            aria-label={T.changeCover}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
          <Button
            size="small"
            className={styles.coverButton}
            icon={<CameraOutlined aria-hidden />}
            loading={uploading.busy}
            onClick={() => input.current?.click()}
          >
            {T.changeCover}
          </Button>
        </>
      )}
    </div>
  );
}
