// Licence agreements, system notices, ads and the customer service contact (issue 15 §5): the gate
// after login, the 人工客服 entry and the management area's pages.
import {
  type AdBody,
  adCalls,
  type CustomerService,
  type CustomerServiceBody,
  customerServiceCalls,
  type EulaBody,
  type EulaManageQuery,
  type EulaRecord,
  eulaCalls,
  type ManagedAd,
  type ManagedEula,
  type ManagedNotice,
  type MyEula,
  type NoticeBody,
  noticeCalls,
  type Page,
  type ScheduledListQuery,
} from "@textbook/shared";
import { call } from "./call.ts";

export const agreementKeys = {
  mine: ["eulas", "mine"] as const,
  eulas: (query: unknown) => ["eulas", "manage", query] as const,
  allEulas: ["eulas", "manage"] as const,
  notices: (query: unknown) => ["notices", "manage", query] as const,
  allNotices: ["notices", "manage"] as const,
  ads: (query: unknown) => ["ads", "manage", query] as const,
  allAds: ["ads", "manage"] as const,
  customerService: ["customer-service"] as const,
};

/** The agreement the user must accept before going on: the newest required one in effect, if not yet accepted. */
export function pendingEula(items: readonly MyEula[]): MyEula | null {
  const current = items.find((item) => item.required);
  return current && !current.acceptedAt ? current : null;
}

export async function fetchMyEulas(signal?: AbortSignal): Promise<MyEula[]> {
  return (await call(eulaCalls.list, { signal })).items;
}

export function acceptEula(oid: string): Promise<EulaRecord> {
  return call(eulaCalls.accept, { params: { id: oid } });
}

export function fetchManagedEulas(query: EulaManageQuery, signal?: AbortSignal): Promise<Page<ManagedEula>> {
  return call(eulaCalls.manage, { query, signal });
}

export function saveEula(oid: string | null, body: EulaBody): Promise<ManagedEula> {
  return oid ? call(eulaCalls.update, { params: { id: oid }, body }) : call(eulaCalls.create, { body });
}

export function withdrawEula(oid: string): Promise<ManagedEula> {
  return call(eulaCalls.withdraw, { params: { id: oid } });
}

export function fetchManagedNotices(
  query: ScheduledListQuery,
  signal?: AbortSignal,
): Promise<Page<ManagedNotice>> {
  return call(noticeCalls.manage, { query, signal });
}

export function saveNotice(oid: string | null, body: NoticeBody): Promise<ManagedNotice> {
  return oid ? call(noticeCalls.update, { params: { id: oid }, body }) : call(noticeCalls.create, { body });
}

export function withdrawNotice(oid: string): Promise<ManagedNotice> {
  return call(noticeCalls.withdraw, { params: { id: oid } });
}

export function fetchManagedAds(query: ScheduledListQuery, signal?: AbortSignal): Promise<Page<ManagedAd>> {
  return call(adCalls.manage, { query, signal });
}

export function saveAd(oid: string | null, body: AdBody): Promise<ManagedAd> {
  return oid ? call(adCalls.update, { params: { id: oid }, body }) : call(adCalls.create, { body });
}

export function withdrawAd(oid: string): Promise<ManagedAd> {
  return call(adCalls.withdraw, { params: { id: oid } });
}

/** The 人工客服 contact; null when nobody configured it. Its failures are the menu's to word. */
export function fetchCustomerService(): Promise<CustomerService | null> {
  return call(customerServiceCalls.get, { bypassError: true });
}

export function setCustomerService(body: CustomerServiceBody): Promise<CustomerService> {
  return call(customerServiceCalls.set, { body });
}
