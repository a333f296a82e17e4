// The editor of one organisation's publish definition: an ordered list of nodes (name; an
// organisation role or named members), added, removed and moved up or down, replaced by a ready
// template (使用模板), checked as the server checks and saved. Running approvals keep their own.
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import {
  formatMessage,
  ORG_ROLE_LABELS,
  ORG_ROLES,
  PROCESS_LIMITS,
  type ProcessDefinition,
  type ProcessTemplate,
  PROCESS_DEFINITION_TEXTS as T,
  WORKFLOW_TEXTS,
} from "@textbook/shared";
import { Alert, Button, Card, Dropdown, Form, Input, Radio, Select } from "antd";
import { useState } from "react";
import { useProcessTemplates, useSaveProcessDefinition } from "../../../api/process-definitions.ts";
import { formatDateTime } from "../../../app/date-time.ts";
import { dialog } from "../../../app/global/dialog.ts";
import { failureReason, reportFailure } from "../../../app/global/report-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { requiredRule, tooLongRule } from "../form-rules.ts";
import {
  bodyOf,
  type DefinitionFormValues,
  definitionRefusalOf,
  formNodesOf,
  knownUsersOf,
  type NodeFormValues,
} from "./definition-form.ts";
import { MembersSelect } from "./members-select.tsx";
import styles from "./process-definitions.module.css";

const ROLE_OPTIONS = ORG_ROLES.map((role) => ({ value: role, label: ORG_ROLE_LABELS[role] }));
const KIND_OPTIONS = [
  { value: "role", label: T.byRole },
  { value: "users", label: T.byUsers },
];
const NEW_NODE: NodeFormValues = { name: "", kind: "role" };

const nodesCountRule = {
  validator: async (_: unknown, nodes: NodeFormValues[] | undefined) => {
    const count = nodes?.length ?? 0;
    if (count < PROCESS_LIMITS.minNodes || count > PROCESS_LIMITS.maxNodes) {
      throw new Error(WORKFLOW_TEXTS.fields.nodesCount);
    }
  },
};

const usersCountRule = {
  validator: async (_: unknown, oids: string[] | undefined) => {
    const count = oids?.length ?? 0;
    if (count < 1 || count > PROCESS_LIMITS.maxNodeUsers)
      throw new Error(WORKFLOW_TEXTS.fields.nodeUsersCount);
  },
};

export interface DefinitionEditorProps {
  definition: ProcessDefinition;
  /** The organisation whose members may be named; undefined for the session's own (ORG_ADMIN). */
  membersOrgOid: string | undefined;
}

export function DefinitionEditor({ definition, membersOrgOid }: DefinitionEditorProps) {
  const [form] = Form.useForm<DefinitionFormValues>();
  const templates = useProcessTemplates();
  const save = useSaveProcessDefinition();
  const [general, setGeneral] = useState<string[]>([]);
  const known = knownUsersOf(definition);

  const submit = async (values: DefinitionFormValues) => {
    setGeneral([]);
    try {
      await save.mutateAsync({ orgOid: definition.orgOid, kind: definition.kind, body: bodyOf(values) });
      toast.success(T.saved);
    } catch (error) {
      const refusal = definitionRefusalOf(error, values);
      if (!refusal) {
        reportFailure(error, failureReason(error));
        return;
      }
      form.setFields(refusal.fields);
      setGeneral(refusal.general);
    }
  };

  const applyTemplate = async (template: ProcessTemplate) => {
    const yes = await dialog.confirm("change", {
      title: T.templateConfirmTitle,
      content: formatMessage(T.templateConfirm, { name: template.name }),
    });
    if (yes) form.setFieldsValue({ nodes: formNodesOf(template.nodes) });
  };

  return (
    <>
      <Alert
        className={styles.summary}
        type="info"
        showIcon
        title={
          definition.isDefault
            ? T.isDefault
            : formatMessage(T.updated, {
                name: definition.updatedBy?.fullName ?? "—",
                at: formatDateTime(definition.updatedAt),
              })
        }
        description={`${T.kindHint}${T.runningKeep}`}
      />
      <Form<DefinitionFormValues>
        form={form}
        layout="vertical"
        initialValues={{ nodes: formNodesOf(definition.nodes) }}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.List name="nodes" rules={[nodesCountRule]}>
          {(fields, { add, remove, move }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  className={styles.node}
                  title={formatMessage(T.node, { n: index + 1 })}
                  extra={
                    <span className={styles.nodeButtons}>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowUpOutlined aria-hidden />}
                        aria-label={`${T.moveUp} ${formatMessage(T.node, { n: index + 1 })}`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowDownOutlined aria-hidden />}
                        aria-label={`${T.moveDown} ${formatMessage(T.node, { n: index + 1 })}`}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`${T.remove} ${formatMessage(T.node, { n: index + 1 })}`}
                        disabled={fields.length <= PROCESS_LIMITS.minNodes}
                        onClick={() => remove(field.name)}
                      />
                    </span>
                  }
                >
                  <div className={styles.nodeFields}>
                    <Form.Item
                      name={[field.name, "name"]}
                      label={T.nodeName}
                      rules={[requiredRule, tooLongRule(PROCESS_LIMITS.nodeNameMax)]}
                    >
                      <Input placeholder={T.nodeNamePlaceholder} maxLength={PROCESS_LIMITS.nodeNameMax} />
                    </Form.Item>
                    <Form.Item name={[field.name, "kind"]} label={T.assigneeKind}>
                      <Radio.Group options={KIND_OPTIONS} optionType="button" />
                    </Form.Item>
                    <Form.Item
                      noStyle
                      shouldUpdate={(before, after) =>
                        before.nodes?.[field.name]?.kind !== after.nodes?.[field.name]?.kind
                      }
                    >
                      {() =>
                        form.getFieldValue(["nodes", field.name, "kind"]) === "users" ? (
                          <Form.Item name={[field.name, "userOids"]} label={T.users} rules={[usersCountRule]}>
                            <MembersSelect
                              orgOid={membersOrgOid}
                              known={known}
                              placeholder={T.usersPlaceholder}
                              ariaLabel={`${formatMessage(T.node, { n: index + 1 })} ${T.users}`}
                            />
                          </Form.Item>
                        ) : (
                          <Form.Item
                            name={[field.name, "role"]}
                            label={T.role}
                            rules={[{ required: true, message: T.rolePlaceholder }]}
                          >
                            <Select options={ROLE_OPTIONS} placeholder={T.rolePlaceholder} />
                          </Form.Item>
                        )
                      }
                    </Form.Item>
                  </div>
                </Card>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= PROCESS_LIMITS.maxNodes}
                onClick={() => add(NEW_NODE)}
              >
                {T.add}
              </Button>
            </>
          )}
        </Form.List>
        {general.length > 0 && (
          <Alert className={styles.refusal} type="error" showIcon title={general.join("；")} />
        )}
        <div className={styles.footer}>
          <Dropdown
            trigger={["click"]}
            disabled={!templates.data}
            menu={{
              items: (templates.data?.items ?? []).map((template) => ({
                key: template.key,
                label: template.name,
                title: template.description,
                onClick: () => void applyTemplate(template),
              })),
            }}
          >
            <Button>
              {T.useTemplate} <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
          <Button onClick={() => form.resetFields()}>{T.reset}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {T.save}
          </Button>
        </div>
      </Form>
    </>
  );
}
