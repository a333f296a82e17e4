// The matrix's vocabulary: a row's shape and the expectations most rows share.
//
// One letter per caller, in this order:
//   anonymous · no organisation · member of another organisation · organisation member without a
//   book role · book member (BOOK_MEMBER) · chief editor · organisation admin · system admin
// Y: answers 2xx (or redirects).  N: refuses with 401, 403 or 404.  4: reaches the route's own rule, which refuses
// this minimal request for a reason the row's note gives (never a 2xx).
import type { World } from "../api/world.ts";

export type Expect = string;
export type BodyOf = (world: World) => unknown;

export interface MatrixRow {
  /** `METHOD /path` as the OpenAPI document writes it ({name} parameters). */
  route: string;
  expect: Expect;
  body?: BodyOf;
  query?: Record<string, string>;
  /** The success changes what the next caller's request meets: seed a new world after each 2xx. */
  fresh?: boolean;
  /** The body lists everything of a kind (an order): start from a new world, untouched by earlier rows. */
  ownWorld?: boolean;
  note?: string;
}

export const PUBLIC = "YYYYYYYY";
export const SIGNED_IN = "NYYYYYYY";
/** BOOK_RULES.view / editContent / uploadMedia: the book's members, its organisation's admins, system admins. */
export const BOOK_READ = "NNNNYYYY";
/** update, manageMembers, editStructure, commit, editStyles: the chief editor and the admins. */
export const BOOK_LEAD = "NNNNNYYY";
export const ORG_ADMIN = "NNNNNNYY";
export const SYS_ADMIN = "NNNNNNNY";
/** Every caller reaches the route's own rule, which refuses the minimal request. */
export const RULE_REFUSES = "44444444";
