import { z } from "zod";

/** Every response: errorCode "0" on success, field messages in errors, payload in data. */
export interface Envelope<T> {
  errorCode: string;
  errorMessage: string;
  errors: Record<string, string>;
  data: T;
}

export const SUCCESS_CODE = "0";

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    errorCode: z.string(),
    errorMessage: z.string(),
    errors: z.record(z.string(), z.string()),
    data,
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const listSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
