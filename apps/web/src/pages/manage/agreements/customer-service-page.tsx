// /m/customer-service (issue 15 §5, SYS_ADMIN): the human customer service contact behind
// 在线客服 → 人工客服 — phone, hours, a QR image (an uploaded image) and a link; at least one of
// phone, QR image or link. Users see it in the top bar and on the login page.
import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  LOGIN_TEXTS,
  MANAGE_TEXTS,
  SCHEDULE_TEXTS,
  SERVICE_PHONE_PATTERN,
  CUSTOMER_SERVICE_TEXTS as T,
} from "@textbook/shared";
import { Button, Form, Input, Result, Space, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { agreementKeys, fetchCustomerService, setCustomerService } from "../../../api/agreements.ts";
import { serverFieldsOf } from "../../../app/form-errors.ts";
import { failureReason, reportFailure } from "../../../app/global/report-failure.ts";
import { toast } from "../../../app/global/toast.ts";
import { acceptFor, uploadProblem } from "../../../app/uploads/upload-limits.ts";
import { uploadFile } from "../../../app/uploads/upload-queue.ts";
import { tooLongRule, urlRule } from "../form-rules.ts";
import styles from "./agreements.module.css";

interface ContactValues {
  phone: string;
  hours: string;
  linkUrl: string;
}

const FIELDS = ["phone", "hours", "linkUrl", "qrAttachmentOid"] as const;

export function CustomerServicePage() {
  const [form] = Form.useForm<ContactValues>();
  const queryClient = useQueryClient();
  const contact = useQuery({ queryKey: agreementKeys.customerService, queryFn: fetchCustomerService });
  const [qr, setQr] = useState<{ oid: string; url: string | null } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [qrProblem, setQrProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!contact.data) return;
    form.setFieldsValue({
      phone: contact.data.phone ?? "",
      hours: contact.data.hours ?? "",
      linkUrl: contact.data.linkUrl ?? "",
    });
    setQr(
      contact.data.qrAttachmentOid
        ? { oid: contact.data.qrAttachmentOid, url: contact.data.qrImageUrl }
        : null,
    );
  }, [contact.data, form]);

  const save = useMutation({
    mutationFn: (values: ContactValues) =>
      setCustomerService({
        phone: values.phone || null,
        hours: values.hours || null,
        linkUrl: values.linkUrl || null,
        qrAttachmentOid: qr?.oid ?? null,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(agreementKeys.customerService, saved);
      toast.success(T.saved);
    },
    onError: (error) => {
      const fields = serverFieldsOf(error, FIELDS);
      const qrField = fields.find((field) => field.name === "qrAttachmentOid");
      setQrProblem(qrField?.errors[0] ?? null);
      const formFields = fields.filter((field) => field.name !== "qrAttachmentOid");
      if (formFields.length > 0) form.setFields(formFields as Parameters<typeof form.setFields>[0]);
      if (fields.length === 0) reportFailure(error, failureReason(error));
    },
  });

  async function upload(file: File | undefined) {
    if (!file) return;
    const problem = uploadProblem(file, "IMAGE");
    if (problem) {
      setQrProblem(problem);
      return;
    }
    setUploading(true);
    try {
      const attachment = await uploadFile(file, { type: "IMAGE" });
      setQr({ oid: attachment.attachmentOid, url: attachment.previewUrl });
      setQrProblem(null);
    } catch {
      // The upload queue has told the user why.
    } finally {
      setUploading(false);
    }
  }

  if (contact.isPending) return <Spin aria-label={MANAGE_TEXTS.loadingPage} />;
  if (contact.isError) {
    return (
      <Result
        status="warning"
        title={LOGIN_TEXTS.serviceUnavailable}
        extra={<Button onClick={() => contact.refetch()}>{LOGIN_TEXTS.reload}</Button>}
      />
    );
  }

  return (
    <section className={styles.contact} aria-label={MANAGE_TEXTS.menu.customerService}>
      <Form<ContactValues>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        requiredMark={false}
      >
        <Form.Item
          name="phone"
          label={T.phone}
          rules={[{ pattern: SERVICE_PHONE_PATTERN, message: T.phoneFormat }]}
        >
          <Input aria-label={T.phone} maxLength={20} placeholder="400-000-0000" />
        </Form.Item>
        <Form.Item name="hours" label={T.hours} rules={[tooLongRule(100)]}>
          <Input aria-label={T.hours} maxLength={100} placeholder="工作日 9:00-18:00" />
        </Form.Item>
        <Form.Item
          label={T.qrImage}
          validateStatus={qrProblem ? "error" : undefined}
          help={qrProblem ?? undefined}
        >
          <Space align="start">
            {qr?.url && <img className={styles.qr} src={qr.url} alt={T.qrImage} />}
            <input
              ref={picker}
              type="file"
              hidden
              accept={acceptFor("IMAGE")}
              aria-label={T.qrUpload}
              onChange={(event) => {
                void upload(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <Button
              icon={<UploadOutlined aria-hidden />}
              loading={uploading}
              onClick={() => picker.current?.click()}
            >
              {T.qrUpload}
            </Button>
            {qr && (
              <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setQr(null)}>
                {T.qrRemove}
              </Button>
            )}
          </Space>
        </Form.Item>
        <Form.Item name="linkUrl" label={T.link} rules={[urlRule]}>
          <Input aria-label={T.link} placeholder="https://" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {SCHEDULE_TEXTS.save}
        </Button>
      </Form>
    </section>
  );
}
