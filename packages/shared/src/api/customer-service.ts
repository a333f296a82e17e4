// The human customer service contact behind 在线客服 → 人工客服 (issue 15 §5): SYS_ADMIN keeps it
// in the system settings; anyone reads it (the login page's help menu shows it too).
import { z } from "zod";
import { CUSTOMER_SERVICE_TEXTS as T } from "../manage/agreements-texts.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { zOid, zOptionalUrl } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";

/** A service phone as people write it: digits with spaces, dashes, brackets or a leading +. */
export const SERVICE_PHONE_PATTERN = /^[\d\s()+-]{3,20}$/;

export const customerServiceSchema = z.object({
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  qrAttachmentOid: z.string().nullable(),
  /** A short-lived link to the QR image. */
  qrImageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

const blankToNull = (value: string | null) => (value ? value : null);

export const customerServiceBodySchema = z
  .object({
    phone: z
      .string()
      .trim()
      .refine((value) => value === "" || SERVICE_PHONE_PATTERN.test(value), T.phoneFormat)
      .nullable()
      .default(null)
      .transform(blankToNull),
    hours: z
      .string()
      .trim()
      .max(100, M.tooLong.replace("{n}", "100"))
      .nullable()
      .default(null)
      .transform(blankToNull),
    qrAttachmentOid: zOid.nullable().default(null),
    linkUrl: zOptionalUrl,
  })
  .superRefine((value, context) => {
    if (!value.phone && !value.qrAttachmentOid && !value.linkUrl) {
      context.addIssue({ code: "custom", path: ["phone"], message: T.needOne });
    }
  });
export type CustomerServiceBody = z.input<typeof customerServiceBodySchema>;

export const customerServiceCalls = defineCalls("customer-service", {
  get: {
    method: "GET",
    path: "/systems/customer-service",
    summary: "The human customer service contact (public; null: not configured)",
    data: customerServiceSchema.nullable(),
  },
  set: {
    method: "PUT",
    path: "/systems/customer-service",
    summary: "Set the human customer service contact: phone, hours, QR image, link (SYS_ADMIN)",
    body: customerServiceBodySchema,
    data: customerServiceSchema,
  },
});
