// The small form behind 新建 and 重命名: a name (required, at most 200 characters, as the server's
// schema). It stays open while the server answers and after a
// refusal (the global handler shows the refusal), so nothing typed is lost.
import {
  formatMessage,
  NODE_NAME_MAX_LENGTH,
  rules,
  stripEmoji,
  BOOK_DETAIL_TEXTS as T,
  VALIDATION_MESSAGES,
} from "@textbook/shared";
import { Form, Input, Modal } from "antd";
import { useBusy } from "../../app/use-busy.ts";

export interface NameDialogProps {
  title: string;
  label: string;
  initialName?: string;
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}

interface Values {
  name: string;
}

export function NameDialog(props: NameDialogProps) {
  const [form] = Form.useForm<Values>();
  const saving = useBusy();

  const submit = (values: Values) =>
    saving.run(async () => {
      await props.onSubmit(values.name.trim());
      props.onClose();
    });

  return (
    <Modal
      open
      title={props.title}
      okText={T.save}
      cancelText={T.cancel}
      confirmLoading={saving.busy}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: props.initialName ?? "" }}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label={props.label}
          // Shell §5: emoji typed or pasted into a name are filtered out.
          normalize={(value: string) => stripEmoji(value)}
          rules={[
            { validator: async (_, value: string) => assertValid(rules.required(value)) },
            {
              max: NODE_NAME_MAX_LENGTH,
              message: formatMessage(VALIDATION_MESSAGES.tooLong, { n: NODE_NAME_MAX_LENGTH }),
            },
          ]}
        >
          <Input autoFocus aria-label={props.label} placeholder={T.namePlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function assertValid(problem: string | null) {
  if (problem) throw new Error(problem);
}
