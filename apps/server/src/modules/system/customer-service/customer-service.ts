// The human customer service contact (issue 15 §5), one row of system_settings. Anyone reads it
// (the login page's help menu too): it holds only what the platform publishes. The QR image is an
// uploaded image attachment, answered as a short-lived signed link.
import type { CallParsed, CustomerService, customerServiceCalls } from "@textbook/shared";
import { CUSTOMER_SERVICE_TEXTS } from "@textbook/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { attachments, systemSettings } from "../../../db/schema/index.ts";
import type { Deps } from "../../../deps.ts";
import { errors } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit/record-audit.ts";

export const CUSTOMER_SERVICE_KEY = "customer-service";

type Body = CallParsed<typeof customerServiceCalls.set>["body"];

interface StoredContact {
  phone: string | null;
  hours: string | null;
  qrAttachmentOid: string | null;
  linkUrl: string | null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/** A stored value read defensively: a field of another shape counts as not set. */
function contactOf(value: Record<string, unknown>): StoredContact {
  return {
    phone: text(value.phone),
    hours: text(value.hours),
    qrAttachmentOid: text(value.qrAttachmentOid),
    linkUrl: text(value.linkUrl),
  };
}

async function storedContact(db: Db): Promise<StoredContact | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, CUSTOMER_SERVICE_KEY));
  return row ? contactOf(row.value) : null;
}

function present(deps: Pick<Deps, "links" | "clock">, contact: StoredContact): CustomerService {
  const qrImageUrl = contact.qrAttachmentOid
    ? deps.links.urlFor(contact.qrAttachmentOid, "preview", deps.clock.now()).url
    : null;
  return { ...contact, qrImageUrl };
}

export async function readCustomerService(
  deps: Pick<Deps, "db" | "links" | "clock">,
): Promise<CustomerService | null> {
  const contact = await storedContact(deps.db);
  return contact ? present(deps, contact) : null;
}

/** The QR code must be an image whose upload finished. */
async function assertQrImage(db: Db, oid: string): Promise<void> {
  const [row] = await db
    .select({ type: attachments.type, state: attachments.state })
    .from(attachments)
    .where(eq(attachments.oid, oid));
  if (row?.type !== "IMAGE" || row.state !== "READY") {
    throw errors.validation({ qrAttachmentOid: CUSTOMER_SERVICE_TEXTS.qrInvalid });
  }
}

export async function setCustomerService(
  deps: Pick<Deps, "db" | "links" | "clock">,
  actor: AuditActor,
  body: Body,
): Promise<CustomerService> {
  const contact: StoredContact = {
    phone: body.phone,
    hours: body.hours,
    qrAttachmentOid: body.qrAttachmentOid,
    linkUrl: body.linkUrl,
  };
  await deps.db.transaction(async (tx) => {
    if (contact.qrAttachmentOid) await assertQrImage(tx, contact.qrAttachmentOid);
    const [before] = await tx
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, CUSTOMER_SERVICE_KEY))
      .for("update");
    const value = { ...contact };
    await tx
      .insert(systemSettings)
      .values({ key: CUSTOMER_SERVICE_KEY, value, updatedByOid: actor.actorOid, updatedAt: deps.clock.now() })
      .onConflictDoUpdate({
        target: systemSettings.key,
        set: { value, updatedByOid: actor.actorOid, updatedAt: deps.clock.now() },
      });
    await recordAudit(tx, actor, {
      action: "setting.customerService",
      targetType: "setting",
      targetOid: null,
      targetLabel: CUSTOMER_SERVICE_KEY,
      orgOid: null,
      before: before ? { ...contactOf(before.value) } : null,
      after: value,
    });
  });
  return present(deps, contact);
}
