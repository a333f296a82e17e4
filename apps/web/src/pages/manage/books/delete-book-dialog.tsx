// 删除教材 (issue 15 §4): only a book never released, confirmed by typing its name exactly (the
// server checks it too). A book released once cannot be deleted: the dialog says so and offers
// 停用归档 (INACTIVE) instead, also when the server refuses a delete the list did not expect.
import { type AdminBook, formatMessage, BOOKS_ADMIN_TEXTS as T } from "@textbook/shared";
import { Alert, Button, Input, Modal } from "antd";
import { useState } from "react";
import { useDeleteBook, useSetBookState } from "../../../api/book-admin.ts";
import { ApiError } from "../../../api/client.ts";
import { serverFieldErrors } from "../../../app/form-errors.ts";
import { failureReason, reportFailure } from "../../../app/global/report-failure.ts";
import { toast } from "../../../app/global/toast.ts";

/** Mounted per book (keyed by it), so what was typed never carries over to another book. */
export function DeleteBookDialog(props: { book: AdminBook; onClose: () => void }) {
  const { book } = props;
  const remove = useDeleteBook();
  const archive = useSetBookState();
  const [typed, setTyped] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusedAsReleased, setRefusedAsReleased] = useState(false);

  const released = book.releasedBefore || refusedAsReleased;
  const mayArchive = book.abilities.stateTargets.includes("INACTIVE");

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ oid: book.oid, confirmName: typed });
      toast.success(T.deleted);
      props.onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === "err.book.released") setRefusedAsReleased(true);
      else if (serverFieldErrors(error, "confirmName").length > 0) {
        setFieldError(serverFieldErrors(error, "confirmName")[0] ?? null);
      } else reportFailure(error, failureReason(error));
    }
  }

  async function confirmArchive() {
    try {
      await archive.mutateAsync({ oid: book.oid, state: "INACTIVE" });
      toast.success(T.archived);
      props.onClose();
    } catch {
      // shown by the global handler
    }
  }

  return (
    <Modal
      open
      title={released ? T.archive : T.deleteTitle}
      onCancel={props.onClose}
      footer={[
        <Button key="cancel" onClick={props.onClose}>
          {T.form.cancel}
        </Button>,
        released ? (
          mayArchive && (
            <Button key="archive" type="primary" danger loading={archive.isPending} onClick={confirmArchive}>
              {T.archive}
            </Button>
          )
        ) : (
          <Button
            key="delete"
            type="primary"
            danger
            disabled={typed !== book.name}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            {T.deleteConfirm}
          </Button>
        ),
      ]}
    >
      {released ? (
        <>
          <Alert type="warning" showIcon title={T.releasedCannotDelete} />
          {mayArchive && <p>{formatMessage(T.archiveConfirm, { name: book.name })}</p>}
        </>
      ) : (
        <>
          <Alert type="error" showIcon title={T.deleteWarning} />
          <p>{formatMessage(T.deleteTypeName, { name: book.name })}</p>
          <Input
            autoFocus
            aria-label={T.confirmNameRequired}
            placeholder={book.name}
            maxLength={200}
            value={typed}
            status={fieldError ? "error" : undefined}
            onChange={(event) => {
              setTyped(event.target.value);
              setFieldError(null);
            }}
            onPressEnter={() => {
              if (typed === book.name) void confirmDelete();
            }}
          />
          {fieldError && <div role="alert">{fieldError}</div>}
        </>
      )}
    </Modal>
  );
}
