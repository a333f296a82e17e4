// Push calls (shell §7 Push, issue 18 §2): a released book pushed to classes, students, reader
// accounts or users, each a PUSH task; the book's push records and their withdrawal; and the
// targets the push page picks from (the book's organisation's classes, their students, its members).
import { z } from "zod";
import { PUSH_TARGET_KINDS } from "../dictionaries.ts";
import { formatMessage, VALIDATION_MESSAGES } from "../messages.ts";
import { zKeyword, zOid, zPhoneNumber } from "../validation/zod.ts";
import { bookPathSchema } from "./book-workspace.ts";
import { defineCalls } from "./contract.ts";
import { pageSchema } from "./envelope.ts";
import { pageQuerySchema } from "./page-query.ts";
import { userTaskSchema } from "./tasks.ts";

/** The most targets one push names: a school's pasted phone list fits, a runaway request does not. */
export const PUSH_MAX_TARGETS = 500;

const targets = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, formatMessage(VALIDATION_MESSAGES.requiredCount, { n: 1 }))
    .max(PUSH_MAX_TARGETS, formatMessage(VALIDATION_MESSAGES.lte, { n: PUSH_MAX_TARGETS }));

export const pushToCcsBodySchema = z.object({ classOids: targets(zOid) });
export const pushToStudentsBodySchema = z.object({ studentOids: targets(zOid) });
export const pushToAccountsBodySchema = z.object({ phoneNumbers: targets(zPhoneNumber) });
export const pushToUsersBodySchema = z.object({ userOids: targets(zOid) });

export const pushAnswerSchema = z.object({ task: userTaskSchema });
export type PushAnswer = z.infer<typeof pushAnswerSchema>;

/** One push as its record shows it. */
export const pushRecordSchema = z.object({
  oid: z.string(),
  createdAt: z.string(),
  pushedBy: z.object({ oid: z.string(), fullName: z.string() }),
  /** The released edition's number at the time of the push. */
  editionNumber: z.number().int(),
  targetKind: z.enum(PUSH_TARGET_KINDS),
  targetNames: z.array(z.string()),
  recipientCount: z.number().int(),
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.object({ oid: z.string(), fullName: z.string() }).nullable(),
});
export type PushRecord = z.infer<typeof pushRecordSchema>;

export const pushPathSchema = bookPathSchema.extend({ pushOid: zOid });
export const pushClassPathSchema = bookPathSchema.extend({ classOid: zOid });

export const pushClassSchema = z.object({
  oid: z.string(),
  name: z.string(),
  teacherName: z.string(),
  studentCount: z.number().int(),
  /** The caller is its teacher (the spec's my-created, as against my-school). */
  mine: z.boolean(),
});
export type PushClass = z.infer<typeof pushClassSchema>;

export const pushPersonSchema = z.object({
  oid: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  /** A class student's school number; null for others. */
  studentNumber: z.string().nullable(),
});
export type PushPerson = z.infer<typeof pushPersonSchema>;

export const pushUsersQuerySchema = z.object({ keyword: zKeyword });

const book = "/books/:bookOid";

export const pushCalls = defineCalls("push", {
  pushToCcs: {
    method: "POST",
    path: `${book}/push-to-ccs`,
    summary: "Push the book's released edition to classes, and to students who join them later (a PUSH task)",
    params: bookPathSchema,
    body: pushToCcsBodySchema,
    data: pushAnswerSchema,
  },
  pushToStudents: {
    method: "POST",
    path: `${book}/push-to-students`,
    summary: "Push the book's released edition to students of the organisation's classes (a PUSH task)",
    params: bookPathSchema,
    body: pushToStudentsBodySchema,
    data: pushAnswerSchema,
  },
  pushToAccounts: {
    method: "POST",
    path: `${book}/push-to-accounts`,
    summary:
      "Push the book's released edition to reader accounts by phone; unknown phones get reader-only accounts (a PUSH task)",
    params: bookPathSchema,
    body: pushToAccountsBodySchema,
    data: pushAnswerSchema,
  },
  pushToUsers: {
    method: "POST",
    path: `${book}/push-to-users`,
    summary: "Push the book's released edition to members of the book's organisation (a PUSH task)",
    params: bookPathSchema,
    body: pushToUsersBodySchema,
    data: pushAnswerSchema,
  },
  list: {
    method: "GET",
    path: `${book}/pushes`,
    summary: "The book's push records, newest first",
    params: bookPathSchema,
    query: pageQuerySchema,
    data: pageSchema(pushRecordSchema),
  },
  withdraw: {
    method: "POST",
    path: `${book}/pushes/:pushOid/withdraw`,
    summary: "Withdraw a push: its recipients lose the book unless another standing push gives it to them",
    params: pushPathSchema,
    data: pushRecordSchema,
  },
  classes: {
    method: "GET",
    path: `${book}/push-targets/classes`,
    summary: "The classes of the book's organisation the book can be pushed to",
    params: bookPathSchema,
    data: z.object({ items: z.array(pushClassSchema) }),
  },
  classStudents: {
    method: "GET",
    path: `${book}/push-targets/classes/:classOid/students`,
    summary: "The students of one class of the book's organisation",
    params: pushClassPathSchema,
    data: z.object({ items: z.array(pushPersonSchema) }),
  },
  users: {
    method: "GET",
    path: `${book}/push-targets/users`,
    summary: "Members of the book's organisation matching a name or phone keyword (at most 20)",
    params: bookPathSchema,
    query: pushUsersQuerySchema,
    data: z.object({ items: z.array(pushPersonSchema) }),
  },
});
