// The frame's calls: the operator's links (public: the login page shows them too), the ads, and the
// notice and todo count every open frame polls (shell §7 Polling).
import { z } from "zod";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";
import { todoListCall } from "./process-instances.ts";

export const noticeSchema = z.object({ show: z.boolean(), content: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

export const todoCountSchema = z.object({
  inProgressCount: z.number().int(),
  /** Reader reports waiting in books where the user is chief editor (issue 18 §5). */
  errorCorrectionCount: z.number().int(),
});
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

/** Runtime settings the browser needs (links configured by the operator). */
export const clientConfigSchema = z.object({
  managementSystemUrl: z.string().nullable(),
  helpManualUrl: z.string().nullable(),
  customerServiceUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const systemCalls = defineCalls("system", {
  clientConfig: {
    method: "GET",
    path: "/systems/client-config",
    summary: "Links configured by the operator (public: the login page shows them)",
    data: clientConfigSchema,
  },
  notice: {
    method: "GET",
    path: "/systems/notice",
    summary: "The notice shown across the top of the frame",
    data: noticeSchema,
  },
  ads: {
    method: "GET",
    path: "/ads",
    summary: "The ads currently shown",
    data: listSchema(adSchema),
  },
});

export const todoCalls = defineCalls("todos", {
  count: {
    method: "GET",
    path: "/todos/count",
    summary: "How many of the user's todos are in progress in an organisation (the current one by default)",
    query: todoCountQuerySchema,
    data: todoCountSchema,
  },
  list: todoListCall,
});
