// The reader's own accounts (issue 18 §1): students and other readers log in to the reader with the
// editor's login rules (phone + RSA-encrypted password, or phone + SMS code from POST
// /passports/sms-codes) and get a READER session, which opens the reader's calls only.
import { z } from "zod";
import { zOid } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { accountLoginBodySchema, smsLoginBodySchema } from "./passports.ts";

export const readerUserSchema = z.object({
  oid: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  /** true: an account made for reading only (it cannot log in to the editor). */
  readerOnly: z.boolean(),
});
export type ReaderUser = z.infer<typeof readerUserSchema>;

export const readerLoginResultSchema = z.object({
  /** Sent back as `Authorization: Bearer …` on the reader's calls; the editor's calls refuse it. */
  token: z.string(),
  user: readerUserSchema,
});
export type ReaderLoginResult = z.infer<typeof readerLoginResultSchema>;

export const readerAccountCalls = defineCalls("reader-accounts", {
  accountLogin: {
    method: "POST",
    path: "/reader/passports/account-login",
    summary: "Reader login with the phone number and the RSA-encrypted password (READER session)",
    body: accountLoginBodySchema,
    data: readerLoginResultSchema,
  },
  smsLogin: {
    method: "POST",
    path: "/reader/passports/sms-login",
    summary: "Reader login with the phone number and the SMS code (READER session)",
    body: smsLoginBodySchema,
    data: readerLoginResultSchema,
  },
  logout: {
    method: "POST",
    path: "/reader/passports/logout",
    summary: "End the reader session",
    data: z.null(),
  },
  me: {
    method: "GET",
    path: "/reader/me",
    summary: "The reader signed in",
    data: readerUserSchema,
  },
});

/** Params of the reader's per-book calls. */
export const readerBookParamsSchema = z.object({ bookOid: zOid });
