// The advanced-style editing lock (issue 6 item 4): the settings screen holds a lease on the book's
// look while it is open and renews it; a second user gets error.editing-custom-style.failed and
// reads only. It lives in the edit-lock store (PostgreSQL, or Redis with REDIS_URL) under its own
// key space, so instances never grant it twice; the holder is a user, so their other tabs share it.
import { STYLE_EDITING, type StyleEditing } from "@textbook/shared";
import type { Db } from "../../../db/client.ts";
import type { Deps } from "../../../deps.ts";
import type { AuthContext } from "../../../http/auth.ts";
import { errors } from "../../../http/errors.ts";
import { createLockStore } from "../../../locks/choose-locks.ts";
import { type EditLockParty, type EditLockStore, expiryFrom } from "../../../locks/lock-store.ts";
import { authorizeBook } from "../../books/authorize-book.ts";

const LEASE_MS = STYLE_EDITING.leaseSeconds * 1000;

type LockDeps = Pick<Deps, "db" | "redis" | "clock">;

const stores = new WeakMap<Db, EditLockStore>();
function styleLocks(deps: LockDeps): EditLockStore {
  let store = stores.get(deps.db);
  if (!store) {
    store = createLockStore(deps, "styleEditing", LEASE_MS);
    stores.set(deps.db, store);
  }
  return store;
}

function partyOf(auth: AuthContext): EditLockParty {
  return {
    key: auth.user.oid,
    sessionOid: auth.session.oid,
    userOid: auth.user.oid,
    fullName: auth.user.fullName,
  };
}

/** PUT …/custom-styles/editing: takes or renews the lease. */
export async function holdStyleEditing(
  deps: LockDeps,
  auth: AuthContext,
  bookOid: string,
): Promise<StyleEditing> {
  await authorizeBook(deps.db, auth, bookOid, "editStyles");
  const now = deps.clock.now();
  const result = await styleLocks(deps).acquire(bookOid, partyOf(auth), now);
  if (!result.granted) throw errors.customStyleEditing();
  return {
    holder: { oid: auth.user.oid, fullName: auth.user.fullName },
    expiresAt: expiryFrom(now, LEASE_MS).toISOString(),
  };
}

/** DELETE …/custom-styles/editing: gives the lease back; only its holder's release counts. */
export async function releaseStyleEditing(deps: LockDeps, auth: AuthContext, bookOid: string): Promise<null> {
  await authorizeBook(deps.db, auth, bookOid, "editStyles");
  await styleLocks(deps).release(bookOid, auth.user.oid, deps.clock.now());
  return null;
}

/**
 * Changes to the book's look (custom styles, theme) from anyone but the lease's holder are refused
 * the same way; with no live lease anyone allowed may change it.
 */
export async function requireStyleEditor(deps: LockDeps, auth: AuthContext, bookOid: string): Promise<void> {
  const lock = await styleLocks(deps).read(bookOid, deps.clock.now());
  if (lock && lock.holder.userOid !== auth.user.oid) throw errors.customStyleEditing();
}
