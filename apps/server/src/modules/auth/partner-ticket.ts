// Partner tickets: base64url(JSON payload) "." base64url(HMAC-SHA256(payload part, secret)).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const partnerTicketPayloadSchema = z.object({
  partnerUserId: z.string().min(1).max(128),
  phoneNumber: z.string().regex(/^1\d{10}$/),
  fullName: z.string().min(1).max(100),
  orgOid: z.string().min(1).max(64),
  /** Unix seconds. */
  exp: z.number().int(),
  nonce: z.string().min(8).max(128),
});
export type PartnerTicketPayload = z.infer<typeof partnerTicketPayloadSchema>;

function signature(payloadPart: string, secret: string): string {
  return createHmac("sha256", secret).update(payloadPart).digest("base64url");
}

/** Used by tests and the browser tests to play the partner platform. */
export function signPartnerTicket(
  payload: Omit<PartnerTicketPayload, "nonce"> & { nonce?: string },
  secret: string,
): string {
  const full = { ...payload, nonce: payload.nonce ?? randomBytes(12).toString("base64url") };
  const payloadPart = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${payloadPart}.${signature(payloadPart, secret)}`;
}

/** A ticket may live this long at most: a leaked ticket is worth little, whatever its `exp` says. */
export const PARTNER_TICKET_MAX_SECONDS = 5 * 60;

export type PartnerTicketReading =
  | { ok: true; payload: PartnerTicketPayload }
  | { ok: false; reason: "invalid" | "tooLong" };

/** The payload when the signature is right and the ticket unexpired and not too long-lived. */
export function readPartnerTicket(ticket: string, secret: string, now: Date): PartnerTicketReading {
  const payload = verifiedPayload(ticket, secret);
  if (!payload || payload.exp * 1000 <= now.getTime()) return { ok: false, reason: "invalid" };
  if (payload.exp * 1000 - now.getTime() > PARTNER_TICKET_MAX_SECONDS * 1000)
    return { ok: false, reason: "tooLong" };
  return { ok: true, payload };
}

function verifiedPayload(ticket: string, secret: string): PartnerTicketPayload | null {
  const [payloadPart, signaturePart, extra] = ticket.split(".");
  if (!payloadPart || !signaturePart || extra !== undefined) return null;
  const expected = Buffer.from(signature(payloadPart, secret));
  const actual = Buffer.from(signaturePart);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payloadPart, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = partnerTicketPayloadSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
