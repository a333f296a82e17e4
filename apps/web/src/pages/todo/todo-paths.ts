// The todo center's addresses (shell §2 todo routes).
export const TODO_LIST_PATH = "/f/todo/list";

export const todoDetailPath = (instanceOid: string) => `/f/todo/detail/${instanceOid}`;

export const todoResultPath = (instanceOid: string, action: string) =>
  `/f/todo/result/${instanceOid}?action=${action}`;

export const releaseRecordPath = (instanceOid: string, bookOid: string) =>
  `/f/todo/release-record/${instanceOid}/release-record/${bookOid}`;
