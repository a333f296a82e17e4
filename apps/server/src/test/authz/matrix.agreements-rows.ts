// Issue 15 §5: licence agreements, system notices, ads and the customer service contact. Everyone
// signed in reads and accepts agreements; only SYS_ADMIN publishes what the whole platform sees.
import { randomUUID } from "node:crypto";
import { type MatrixRow, PUBLIC, SIGNED_IN, SYS_ADMIN } from "./profiles.ts";

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

export const AGREEMENT_ROWS: MatrixRow[] = [
  { route: "GET /api/eulas", expect: SIGNED_IN },
  { route: "GET /api/eulas/{id}/my-record", expect: SIGNED_IN, note: "the world's agreement in effect" },
  {
    route: "POST /api/eulas/{id}/records",
    expect: SIGNED_IN,
    note: "accepting again keeps the first record",
  },
  { route: "GET /api/eulas/manage", expect: SYS_ADMIN },
  {
    route: "POST /api/eulas",
    expect: SYS_ADMIN,
    body: () => ({
      title: "协议",
      version: `m-${randomUUID().slice(0, 8)}`,
      content: "<p>协议</p>",
      required: true,
      effectiveAt: inOneHour(),
    }),
  },
  {
    route: "PUT /api/eulas/{id}",
    expect: SYS_ADMIN,
    body: () => ({
      title: "协议",
      version: `m-${randomUUID().slice(0, 8)}`,
      content: "<p>改</p>",
      required: false,
      effectiveAt: inOneHour(),
    }),
    note: "the world's scheduled agreement (one in effect is refused to everyone)",
  },
  { route: "PUT /api/eulas/{id}/withdraw", expect: SYS_ADMIN, fresh: true },
  { route: "GET /api/systems/notices", expect: SYS_ADMIN },
  { route: "POST /api/systems/notices", expect: SYS_ADMIN, body: () => ({ content: "公告" }) },
  { route: "PUT /api/systems/notices/{id}", expect: SYS_ADMIN, body: () => ({ content: "改" }) },
  { route: "PUT /api/systems/notices/{id}/withdraw", expect: SYS_ADMIN, fresh: true },
  { route: "GET /api/ads/manage", expect: SYS_ADMIN },
  { route: "POST /api/ads", expect: SYS_ADMIN, body: () => ({ title: "广告", position: "BOOK_LIST" }) },
  { route: "PUT /api/ads/{id}", expect: SYS_ADMIN, body: () => ({ title: "改", position: "BOOK_LIST" }) },
  { route: "PUT /api/ads/{id}/withdraw", expect: SYS_ADMIN, fresh: true },
  { route: "GET /api/systems/customer-service", expect: PUBLIC, note: "the login page's help menu reads it" },
  { route: "PUT /api/systems/customer-service", expect: SYS_ADMIN, body: () => ({ phone: "400-000-0000" }) },
];
