import { type Envelope, SUCCESS_CODE } from "@textbook/shared";

export function ok<T>(data: T): Envelope<T> {
  return { errorCode: SUCCESS_CODE, errorMessage: "", errors: {}, data };
}

export function failure(
  errorCode: string,
  errorMessage: string,
  errors: Record<string, string> = {},
  data: unknown = null,
): Envelope<unknown> {
  return { errorCode, errorMessage, errors, data };
}

export function list<T>(items: T[]): { items: T[]; total: number } {
  return { items, total: items.length };
}
