// The demo / development mode's calls (DEMO_MODE=1, loopback clients only, never in production).
import { z } from "zod";
import { zPhoneNumber } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";

export const smsOutboxItemSchema = z.object({
  phoneNumber: z.string(),
  code: z.string(),
  sentAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

export const smsOutboxQuerySchema = z.object({ phoneNumber: zPhoneNumber });

export const devCalls = defineCalls("dev", {
  smsOutbox: {
    method: "GET",
    path: "/dev/sms-outbox",
    summary: "The SMS codes the outbox provider kept for a phone, newest first",
    query: smsOutboxQuerySchema,
    data: listSchema(smsOutboxItemSchema),
  },
});
