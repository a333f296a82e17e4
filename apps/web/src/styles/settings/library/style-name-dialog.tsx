// Asks for a style's name (保存到样式库, 重命名, the editor's 我的样式): required, at most `max`
// characters. It stays open while the server answers and after a refusal (the global handler shows
// it), so nothing typed is lost.
import { DIALOG_TEXTS, formatMessage, rules, stripEmoji, VALIDATION_MESSAGES } from "@textbook/shared";
import { Form, Input, Modal } from "antd";
import { useBusy } from "../../../app/use-busy.ts";

interface Props {
  title: string;
  label: string;
  placeholder: string;
  max: number;
  initialName?: string;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

export function StyleNameDialog(props: Props) {
  const [form] = Form.useForm<{ name: string }>();
  const saving = useBusy();
  const submit = ({ name }: { name: string }) =>
    saving.run(async () => {
      await props.onSubmit(name.trim());
      props.onClose();
    });
  return (
    <Modal
      open
      title={props.title}
      okText={DIALOG_TEXTS.ok}
      cancelText={DIALOG_TEXTS.cancel}
      confirmLoading={saving.busy}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" initialValues={{ name: props.initialName ?? "" }} onFinish={submit}>
        <Form.Item
          name="name"
          label={props.label}
          normalize={(value: string) => stripEmoji(value)}
          rules={[
            {
              validator: async (_, value: string) => {
                const problem = rules.required(value);
                if (problem) throw new Error(problem);
              },
            },
            { max: props.max, message: formatMessage(VALIDATION_MESSAGES.tooLong, { n: props.max }) },
          ]}
        >
          <Input autoFocus aria-label={props.label} placeholder={props.placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
