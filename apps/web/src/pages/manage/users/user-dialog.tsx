// 新建用户 / 编辑用户, for organisation users (org roles, remark) and platform users (system roles):
// the shared rules check each field as the server will (shell §5), and the server's field messages
// (a phone already a member, …) land under their fields.
import { rules, USERS_TEXTS as T, USER_FIELD_LIMITS } from "@textbook/shared";
import { Checkbox, Form, Input, Modal } from "antd";
import { useEffect } from "react";
import { ApiError } from "../../../api/client.ts";
import { failureReason, reportFailure } from "../../../app/global/report-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { useBusy } from "../../../app/use-busy.ts";
import { requiredRule, ruleOf, tooLongRule } from "../form-rules.ts";
import { submitOnEnter } from "../submit-on-enter.ts";

export interface UserFormValues {
  fullName: string;
  phoneNumber: string;
  roles: string[];
  remark?: string;
  initialPassword?: string;
}

/** What the dialog is open for: a new user, or an edit of the user `oid` from their current values. */
export type UserEditing = { mode: "create" } | { mode: "edit"; oid: string; values: UserFormValues };

export interface UserDialogProps {
  /** null: closed. */
  editing: UserEditing | null;
  roleOptions: { value: string; label: string }[];
  withRemark: boolean;
  /** The server's name of the roles field (roles, sysRoles), so its messages land under 角色. */
  rolesField: string;
  /** Saves and answers the success message to show. */
  onSave: (values: UserFormValues) => Promise<string>;
  onClose: () => void;
}

const optionalPassword = ruleOf((value) => (value ? rules.password(value) : null));
const atLeastOneRole = {
  validator: async (_: unknown, value: string[] | undefined) => {
    const problem = rules.requiredCount(1)(value);
    if (problem) throw new Error(problem);
  },
};

export function UserDialog(props: UserDialogProps) {
  const [form] = Form.useForm<UserFormValues>();
  const saving = useBusy();
  const creating = props.editing?.mode === "create";

  useEffect(() => {
    if (!props.editing) return;
    form.resetFields();
    if (props.editing.mode === "edit") form.setFieldsValue(props.editing.values);
  }, [props.editing, form]);

  const submit = (values: UserFormValues) =>
    saving.run(async () => {
      try {
        toast.success(await props.onSave(values));
        props.onClose();
      } catch (error) {
        const fields = fieldErrors<keyof UserFormValues>(error, {
          fullName: "fullName",
          phoneNumber: "phoneNumber",
          [props.rolesField]: "roles",
          remark: "remark",
          initialPassword: "initialPassword",
        });
        if (fields.length > 0) form.setFields(fields);
        else reportFailure(error, failureReason(error));
      }
    });

  return (
    <Modal
      open={props.editing !== null}
      title={creating ? T.form.createTitle : T.form.editTitle}
      okText={T.form.save}
      cancelText={T.form.cancel}
      confirmLoading={saving.busy}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onKeyDown={submitOnEnter(form)}
        initialValues={{ roles: [] }}
        requiredMark={false}
      >
        <Form.Item
          name="fullName"
          label={T.form.fullName}
          rules={[requiredRule, tooLongRule(USER_FIELD_LIMITS.fullName)]}
        >
          <Input aria-label={T.form.fullName} maxLength={USER_FIELD_LIMITS.fullName} />
        </Form.Item>
        <Form.Item
          name="phoneNumber"
          label={T.form.phoneNumber}
          rules={creating ? [ruleOf(rules.phoneNumber)] : []}
          extra={creating ? undefined : T.form.phoneNotEditable}
        >
          <Input aria-label={T.form.phoneNumber} inputMode="numeric" maxLength={11} disabled={!creating} />
        </Form.Item>
        <Form.Item name="roles" label={T.form.roles} rules={[atLeastOneRole]}>
          <Checkbox.Group aria-label={T.form.roles} options={props.roleOptions} />
        </Form.Item>
        {props.withRemark && (
          <Form.Item name="remark" label={T.form.remark} rules={[tooLongRule(USER_FIELD_LIMITS.remark)]}>
            <Input.TextArea aria-label={T.form.remark} maxLength={USER_FIELD_LIMITS.remark} autoSize />
          </Form.Item>
        )}
        {creating && (
          <Form.Item
            name="initialPassword"
            label={T.form.initialPassword}
            extra={T.form.initialPasswordHint}
            rules={[optionalPassword]}
          >
            <Input.Password aria-label={T.form.initialPassword} maxLength={20} autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/**
 * The server's field messages, whatever the refusal's code (validation, already a member, a phone
 * taken), under the form's fields: `names` maps the server's field to the form's.
 */
export function fieldErrors<F extends string>(error: unknown, names: Record<string, F>) {
  if (!(error instanceof ApiError)) return [];
  const byField = new Map<F, string[]>();
  for (const [key, message] of Object.entries(error.errors)) {
    const name = names[key.split(".")[0] ?? ""];
    if (name) byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
