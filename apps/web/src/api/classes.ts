// A school's classes and their students (issue 18 §1; shell §7 /schools, /ccs).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AddStudentBody,
  type ClassBody,
  callPath,
  classCalls as calls,
  type ImportStudentsResult,
  schoolCalls,
} from "@textbook/shared";
import { call } from "./call.ts";

export const classKeys = {
  all: ["ccs"] as const,
  school: ["ccs", "school"] as const,
  students: (classOid: string) => ["ccs", "students", classOid] as const,
};

/** Field problems come back to the dialog rather than to the error panel. */
const toForm = { bypassError: true } as const;

export function useMySchool() {
  return useQuery({ queryKey: ["schools", "mine"], queryFn: () => call(schoolCalls.mySchool) });
}

export function useSchoolClasses(enabled: boolean) {
  return useQuery({ queryKey: classKeys.school, queryFn: () => call(calls.mySchool), enabled });
}

export function useClassStudents(classOid: string) {
  return useQuery({
    queryKey: classKeys.students(classOid),
    queryFn: () => call(calls.students, { params: { id: classOid } }),
  });
}

/** Every change refreshes the lists (counts change with the students). */
function useClassMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: classKeys.all }),
  });
}

export const useCreateClass = () =>
  useClassMutation((body: ClassBody) => call(calls.create, { body, ...toForm }));

export const useUpdateClass = () =>
  useClassMutation(({ oid, body }: { oid: string; body: ClassBody }) =>
    call(calls.update, { params: { id: oid }, body, ...toForm }),
  );

export const useDeleteClass = () =>
  useClassMutation((oid: string) => call(calls.remove, { params: { id: oid } }));

export const useAddStudent = () =>
  useClassMutation(({ classOid, body }: { classOid: string; body: AddStudentBody }) =>
    call(calls.addStudent, { params: { id: classOid }, body, ...toForm }),
  );

export const useRemoveStudent = () =>
  useClassMutation(({ classOid, studentOid }: { classOid: string; studentOid: string }) =>
    call(calls.removeStudent, { params: { id: classOid, studentOid } }),
  );

export const useImportStudents = () =>
  useClassMutation(
    ({
      classOid,
      attachmentOid,
    }: {
      classOid: string;
      attachmentOid: string;
    }): Promise<ImportStudentsResult> =>
      call(calls.importStudents, { params: { id: classOid, attachmentOid }, ...toForm }),
  );

/** A plain link: the template needs no login. */
export const STUDENT_TEMPLATE_URL = `/api${callPath(calls.importTemplate.path, {})}`;
