// 新建教材 / 编辑教材 (issue 15 §4): name, subject, textbook type, organisation (system admins pick
// any, "parent / name"; an organisation admin creates in their current one), cover, introduction and
// chief editor (a member of that organisation). The shared rules check the fields as the server
// will; the server's field messages land under their fields. The cover uploads once the book
// exists, through the book cover call, as on the book detail page.
import { UploadOutlined } from "@ant-design/icons";
import {
  type AdminBook,
  BOOK_DESCRIPTION_MAX_LENGTH,
  BOOK_DETAIL_TEXTS,
  BOOK_NAME_MAX_LENGTH,
  formatMessage,
  BOOKS_ADMIN_TEXTS as T,
  TEXTBOOK_TYPES,
  type TextbookType,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import { Button, Form, Input, Modal, Select } from "antd";
import { useEffect, useRef, useState } from "react";
import {
  bookAdminKeys,
  fetchEditorCandidates,
  useCreateBook,
  useSubjects,
  useUpdateBook,
} from "../../../api/book-admin.ts";
import { updateCover } from "../../../api/book-detail.ts";
import { showFormFailure } from "../../../app/form-failure.ts";
import { failureReason } from "../../../app/global/report-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { useSession } from "../../../app/session.ts";
import { acceptFor } from "../../../app/uploads/upload-limits.ts";
import { uploadFile } from "../../../app/uploads/upload-queue.ts";
import { requiredRule, tooLongRule } from "../form-rules.ts";
import { OrgPicker } from "../org-picker.tsx";
import { submitOnEnter } from "../submit-on-enter.ts";
import { PersonPicker } from "./person-picker.tsx";

interface BookFormValues {
  name: string;
  subject?: string;
  textbookType: TextbookType;
  orgOid?: string;
  description?: string;
  chiefEditorOid?: string | null;
}

/** null: closed; "new": 新建教材; a book: 编辑教材. */
export type BookEditing = "new" | AdminBook | null;

const FIELDS = ["name", "subject", "textbookType", "orgOid", "description", "chiefEditorOid"] as const;

export function BookDialog(props: { editing: BookEditing; onClose: () => void }) {
  const [form] = Form.useForm<BookFormValues>();
  const user = useSession().user;
  const isSysAdmin = user?.sysRoles.includes("SYS_ADMIN") ?? false;
  const subjects = useSubjects();
  const create = useCreateBook();
  const update = useUpdateBook();
  const [cover, setCover] = useState<File | null>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const editing = props.editing;
  const book = editing && editing !== "new" ? editing : null;
  const orgOid = Form.useWatch("orgOid", form);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    setCover(null);
    if (editing === "new") {
      form.setFieldsValue({
        textbookType: "V2",
        orgOid: isSysAdmin ? undefined : (user?.currentOrgId ?? undefined),
      });
    } else {
      form.setFieldsValue({
        name: editing.name,
        subject: editing.subject ?? undefined,
        textbookType: editing.textbookType,
        orgOid: editing.org.oid,
        description: editing.description ?? "",
        chiefEditorOid: editing.chiefEditors[0]?.oid ?? null,
      });
    }
  }, [editing, form, isSysAdmin, user?.currentOrgId]);

  async function setCoverOf(bookOid: string, file: File) {
    try {
      const attachment = await uploadFile(file, { type: "IMAGE", bookOid, category: "BOOK_IMAGE" });
      await updateCover(bookOid, attachment.attachmentOid);
    } catch (error) {
      toast.error(formatMessage(T.coverFailed, { reason: failureReason(error) }));
    }
  }

  async function submit(values: BookFormValues) {
    const fields = {
      name: values.name,
      subject: values.subject ?? "",
      textbookType: values.textbookType,
      description: values.description ?? "",
    };
    try {
      const saved = book
        ? await update.mutateAsync({
            oid: book.oid,
            body: { ...fields, chiefEditorOid: values.chiefEditorOid ?? undefined },
          })
        : await create.mutateAsync({
            ...fields,
            orgOid: values.orgOid ?? "",
            chiefEditorOid: values.chiefEditorOid ?? "",
          });
      if (saved && cover) await setCoverOf(saved.oid, cover);
      toast.success(book ? T.saved : T.created);
      props.onClose();
    } catch (error) {
      showFormFailure(form, error, FIELDS);
    }
  }

  const chiefSearch = orgOid
    ? {
        key: (keyword: string) => bookAdminKeys.editorCandidates(orgOid, keyword),
        fetch: (keyword: string, signal: AbortSignal) => fetchEditorCandidates(orgOid, keyword, signal),
      }
    : null;

  return (
    <Modal
      open={editing !== null}
      title={book ? T.editTitle : T.create}
      okText={T.form.save}
      cancelText={T.form.cancel}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form<BookFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onKeyDown={submitOnEnter(form)}
        requiredMark={false}
      >
        <Form.Item name="name" label={T.form.name} rules={[requiredRule, tooLongRule(BOOK_NAME_MAX_LENGTH)]}>
          <Input
            aria-label={T.form.name}
            placeholder={T.form.namePlaceholder}
            maxLength={BOOK_NAME_MAX_LENGTH}
          />
        </Form.Item>
        <Form.Item
          name="subject"
          label={T.form.subject}
          rules={[{ required: true, message: T.subjectRequired }]}
        >
          <Select
            showSearch
            aria-label={T.form.subject}
            placeholder={T.form.subjectPlaceholder}
            loading={subjects.isPending}
            options={(subjects.data?.items ?? []).map((subject) => ({
              value: subject.name,
              label: subject.name,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="textbookType"
          label={T.form.textbookType}
          rules={[{ required: true, message: T.textbookTypeRequired }]}
        >
          <Select
            aria-label={T.form.textbookType}
            options={TEXTBOOK_TYPES.map((type) => ({
              value: type,
              label: BOOK_DETAIL_TEXTS.textbookTypes[type],
            }))}
          />
        </Form.Item>
        {isSysAdmin && !book ? (
          <Form.Item
            name="orgOid"
            label={T.form.org}
            rules={[{ required: true, message: VALIDATION_MESSAGES.orgRequired }]}
          >
            <OrgPicker
              ariaLabel={T.form.org}
              placeholder={T.form.orgPlaceholder}
              onChange={() => form.setFieldValue("chiefEditorOid", null)}
            />
          </Form.Item>
        ) : (
          // The directory is a system administrator's; anyone else creates in their current organisation.
          <Form.Item label={T.form.org}>
            <Form.Item name="orgOid" hidden>
              <Input />
            </Form.Item>
            <span>{book ? book.org.fullName : user?.currentOrgName}</span>
          </Form.Item>
        )}
        <Form.Item
          name="chiefEditorOid"
          label={T.form.chiefEditor}
          rules={[{ required: !book, message: T.chiefEditorRequired }]}
        >
          <PersonPicker
            key={`${book?.oid ?? "new"}-${orgOid ?? ""}`}
            search={chiefSearch}
            initial={book?.chiefEditors[0] ?? null}
            disabled={!orgOid}
            ariaLabel={T.form.chiefEditor}
            placeholder={orgOid ? T.form.chiefEditorPlaceholder : T.form.chiefEditorPickOrgFirst}
          />
        </Form.Item>
        <Form.Item label={T.form.cover}>
          <input
            ref={coverInput}
            type="file"
            hidden
            accept={acceptFor("IMAGE")}
            aria-label={T.form.cover}
            onChange={(event) => {
              setCover(event.target.files?.[0] ?? null);
              event.target.value = "";
            }}
          />
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => coverInput.current?.click()}>
            {T.form.coverChoose}
          </Button>
          {cover && <span> {formatMessage(T.form.coverChosen, { name: cover.name })}</span>}
        </Form.Item>
        <Form.Item
          name="description"
          label={T.form.description}
          rules={[tooLongRule(BOOK_DESCRIPTION_MAX_LENGTH)]}
        >
          <Input.TextArea
            aria-label={T.form.description}
            placeholder={T.form.descriptionPlaceholder}
            rows={3}
            maxLength={BOOK_DESCRIPTION_MAX_LENGTH}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
