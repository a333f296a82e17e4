// 设置平台角色 (issue 15 §4, shell §3, §6): a system administrator names the book's platform serve
// editor, content designer and technical editor among the holders of each system role.
import {
  type AdminBook,
  PLATFORM_ROLE_FIELDS,
  PLATFORM_ROLE_SYS_ROLES,
  type PlatformRoleField,
  type PlatformRolesBody,
  BOOKS_ADMIN_TEXTS as T,
} from "@textbook/shared";
import { Form, Modal } from "antd";
import { bookAdminKeys, fetchPlatformCandidates, useSetPlatformRoles } from "../../../api/book-admin.ts";
import { showFormFailure } from "../../../app/form-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { PersonPicker } from "./person-picker.tsx";

const searchFor = (field: PlatformRoleField) => {
  const role = PLATFORM_ROLE_SYS_ROLES[field];
  return {
    key: (keyword: string) => bookAdminKeys.platformCandidates(role, keyword),
    fetch: (keyword: string, signal: AbortSignal) => fetchPlatformCandidates(role, keyword, signal),
  };
};

/** Mounted per book (keyed by it), so each opening starts from that book's holders. */
export function PlatformRolesDialog(props: { book: AdminBook; onClose: () => void }) {
  const [form] = Form.useForm<PlatformRolesBody>();
  const save = useSetPlatformRoles();
  const { book } = props;

  async function submit(values: PlatformRolesBody) {
    const body = Object.fromEntries(
      PLATFORM_ROLE_FIELDS.map((field) => [field, values[field] ?? null]),
    ) as PlatformRolesBody;
    try {
      await save.mutateAsync({ oid: book.oid, body });
      toast.success(T.platformRolesSaved);
      props.onClose();
    } catch (error) {
      showFormFailure(form, error, PLATFORM_ROLE_FIELDS);
    }
  }

  return (
    <Modal
      open
      title={T.platformRolesTitle}
      okText={T.form.save}
      cancelText={T.form.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
    >
      <Form<PlatformRolesBody>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={Object.fromEntries(
          PLATFORM_ROLE_FIELDS.map((field) => [field, book.platformRoles[field]?.oid ?? null]),
        )}
      >
        {PLATFORM_ROLE_FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={T.platformRoleLabels[field]}>
            <PersonPicker
              allowClear
              search={searchFor(field)}
              initial={book.platformRoles[field]}
              ariaLabel={T.platformRoleLabels[field]}
              placeholder={T.platformRolePlaceholder}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
