// Push calls of the push page (shell §7 Push, issue 18 §2): the targets to pick from, the four
// pushes and the records with their withdrawal. Keys live under the book's own (bookKeys.all).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type Page,
  type PushAnswer,
  type PushClass,
  type PushPerson,
  type PushRecord,
  type PushTargetKind,
  pushCalls,
} from "@textbook/shared";
import { bookKeys } from "./book-detail.ts";
import { call } from "./call.ts";

export const pushKeys = {
  all: (bookOid: string) => [...bookKeys.all(bookOid), "push"] as const,
  classes: (bookOid: string) => [...bookKeys.all(bookOid), "push", "classes"] as const,
  students: (bookOid: string, classOid: string | null) =>
    [...bookKeys.all(bookOid), "push", "students", classOid] as const,
  users: (bookOid: string, keyword: string | undefined) =>
    [...bookKeys.all(bookOid), "push", "users", keyword ?? ""] as const,
  records: (bookOid: string, page: number, pageSize: number) =>
    [...bookKeys.all(bookOid), "push", "records", page, pageSize] as const,
};

export function usePushClasses(bookOid: string, enabled: boolean) {
  return useQuery({
    queryKey: pushKeys.classes(bookOid),
    queryFn: ({ signal }): Promise<{ items: PushClass[] }> =>
      call(pushCalls.classes, { params: { bookOid }, signal }),
    enabled,
  });
}

export function useClassStudents(bookOid: string, classOid: string | null) {
  return useQuery({
    queryKey: pushKeys.students(bookOid, classOid),
    queryFn: ({ signal }): Promise<{ items: PushPerson[] }> =>
      call(pushCalls.classStudents, { params: { bookOid, classOid: classOid ?? "" }, signal }),
    enabled: classOid !== null,
  });
}

export function usePushUsers(bookOid: string, keyword: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: pushKeys.users(bookOid, keyword),
    queryFn: ({ signal }): Promise<{ items: PushPerson[] }> =>
      call(pushCalls.users, { params: { bookOid }, query: { keyword }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function usePushRecords(bookOid: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: pushKeys.records(bookOid, page, pageSize),
    queryFn: ({ signal }): Promise<Page<PushRecord>> =>
      call(pushCalls.list, { params: { bookOid }, query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One push of the kind to its targets (class or user oids, phone numbers). */
export function submitPush(bookOid: string, kind: PushTargetKind, targets: string[]): Promise<PushAnswer> {
  const params = { bookOid };
  switch (kind) {
    case "CCS":
      return call(pushCalls.pushToCcs, { params, body: { classOids: targets } });
    case "STUDENTS":
      return call(pushCalls.pushToStudents, { params, body: { studentOids: targets } });
    case "ACCOUNTS":
      return call(pushCalls.pushToAccounts, { params, body: { phoneNumbers: targets } });
    case "USERS":
      return call(pushCalls.pushToUsers, { params, body: { userOids: targets } });
  }
}

export function withdrawPush(bookOid: string, pushOid: string): Promise<PushRecord> {
  return call(pushCalls.withdraw, { params: { bookOid, pushOid } });
}
