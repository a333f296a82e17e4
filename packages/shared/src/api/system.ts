import { z } from "zod";

export const noticeSchema = z.object({ show: z.boolean(), content: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

export const todoCountSchema = z.object({ inProgressCount: z.number().int() });
export type TodoCount = z.infer<typeof todoCountSchema>;
export const todoCountQuerySchema = z.object({ orgOid: z.string().trim().min(1).max(64).optional() });

export const adSchema = z.object({
  oid: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  position: z.string(),
});
export type Ad = z.infer<typeof adSchema>;

export const smsOutboxItemSchema = z.object({
  phoneNumber: z.string(),
  code: z.string(),
  sentAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

/** Runtime settings the browser needs (links configured by the operator). */
export const clientConfigSchema = z.object({
  managementSystemUrl: z.string().nullable(),
  helpManualUrl: z.string().nullable(),
  customerServiceUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
