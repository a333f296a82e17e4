// Schools and classes (shell §7 GET /schools/my-school, /ccs/my-created, /ccs/my-school,
// /ccs/{id}/students; issue 18 §1) and the REST calls that manage a class and its students.
import { z } from "zod";
import { CLASS_LIMITS } from "../classes/class-texts.ts";
import { VALIDATION_MESSAGES as M } from "../messages.ts";
import { zOid, zPhoneNumber } from "../validation/zod.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";

export const schoolSchema = z.object({ oid: z.string(), name: z.string() });
export type School = z.infer<typeof schoolSchema>;

export const classSchema = z.object({
  oid: z.string(),
  name: z.string(),
  remark: z.string(),
  teacher: z.object({ oid: z.string(), fullName: z.string() }),
  studentCount: z.number().int(),
  /** The caller may rename, delete and change the students of this class. */
  manageable: z.boolean(),
  createdAt: z.string(),
});
export type SchoolClass = z.infer<typeof classSchema>;

export const classStudentSchema = z.object({
  oid: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  studentNumber: z.string().nullable(),
  readerOnly: z.boolean(),
  addedAt: z.string(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

const text = (max: number) =>
  z
    .string({ error: M.required })
    .trim()
    .max(max, M.tooLong.replace("{n}", String(max)));

export const classBodySchema = z.object({
  name: text(CLASS_LIMITS.name).min(1, M.required),
  remark: text(CLASS_LIMITS.remark).default(""),
});
export type ClassBody = z.input<typeof classBodySchema>;

export const addStudentBodySchema = z.object({
  fullName: text(100).min(1, M.required),
  phoneNumber: zPhoneNumber,
  studentNumber: text(CLASS_LIMITS.studentNumber).default(""),
});
export type AddStudentBody = z.input<typeof addStudentBodySchema>;

export const addStudentResultSchema = z.object({
  student: classStudentSchema,
  /** CREATED: a new reader-only account; EXISTING: an account the phone already had; ALREADY: in the class. */
  outcome: z.enum(["CREATED", "EXISTING", "ALREADY"]),
});
export type AddStudentResult = z.infer<typeof addStudentResultSchema>;

export const importStudentsResultSchema = z.object({
  added: z.number().int(),
  created: z.number().int(),
  already: z.number().int(),
  refused: z.array(z.object({ row: z.number().int(), reasons: z.array(z.string()) })),
});
export type ImportStudentsResult = z.infer<typeof importStudentsResultSchema>;

const classParams = z.object({ id: zOid });

export const schoolCalls = defineCalls("schools", {
  mySchool: {
    method: "GET",
    path: "/schools/my-school",
    summary: "The current organisation when it is a school (null otherwise)",
    data: schoolSchema.nullable(),
  },
});

export const classCalls = defineCalls("ccs", {
  myCreated: {
    method: "GET",
    path: "/ccs/my-created",
    summary: "The classes the caller created in the current school",
    data: listSchema(classSchema),
  },
  mySchool: {
    method: "GET",
    path: "/ccs/my-school",
    summary: "Every class of the current school",
    data: listSchema(classSchema),
  },
  students: {
    method: "GET",
    path: "/ccs/:id/students",
    summary: "A class's students (its teacher and the school's admins)",
    params: classParams,
    data: listSchema(classStudentSchema),
  },
  create: {
    method: "POST",
    path: "/ccs",
    summary: "Create a class in the current school; the caller is its teacher",
    body: classBodySchema,
    data: classSchema,
  },
  update: {
    method: "PUT",
    path: "/ccs/:id",
    summary: "Rename a class or change its remark",
    params: classParams,
    body: classBodySchema,
    data: classSchema,
  },
  remove: {
    method: "DELETE",
    path: "/ccs/:id",
    summary: "Delete a class (what was pushed to its students stays on their shelves)",
    params: classParams,
    data: z.null(),
  },
  addStudent: {
    method: "POST",
    path: "/ccs/:id/students",
    summary: "Add a student by phone (a new reader-only account when the phone has none)",
    params: classParams,
    body: addStudentBodySchema,
    data: addStudentResultSchema,
  },
  removeStudent: {
    method: "DELETE",
    path: "/ccs/:id/students/:studentOid",
    summary: "Take a student out of a class (books pushed through the class leave their shelf)",
    params: z.object({ id: zOid, studentOid: zOid }),
    data: z.null(),
  },
  importStudents: {
    method: "POST",
    path: "/ccs/:id/students/import/:attachmentOid",
    summary: "Add the students of an uploaded spreadsheet (姓名, 手机号, 学号); answers the refused rows",
    params: z.object({ id: zOid, attachmentOid: zOid }),
    data: importStudentsResultSchema,
  },
  importTemplate: {
    method: "GET",
    path: "/ccs/students/import-template",
    summary: "The students spreadsheet's template (.xlsx; no login needed)",
    data: z.never(),
    bytes: true,
  },
});
