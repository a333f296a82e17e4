// A production's first system administrator (docs/operations.md, First start): made from the command
// line (create-admin.ts) or once from ADMIN_PHONE/ADMIN_NAME at start-up, because a production start
// seeds no accounts and the management system that adds users needs someone to log in. The password
// is a one-time password from crypto randomness (or the operator's ADMIN_PASSWORD); either way it
// must be changed at the first login (users.must_change_password).
import { randomInt } from "node:crypto";
import { rules, zPhoneNumber, zRequiredText } from "@textbook/shared";
import { count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { COMMAND_LINE, recordAudit } from "../audit/record-audit.ts";
import { hashPassword } from "../auth/passwords.ts";

export const systemAdminSchema = z.object({
  phoneNumber: zPhoneNumber,
  fullName: zRequiredText(100),
  password: z
    .string()
    .superRefine((value, context) => {
      const message = rules.password(value);
      if (message) context.addIssue({ code: "custom", message });
    })
    .refine((value) => value !== DEMO_PASSWORD, "the published demo password cannot be used")
    .optional(),
});

export type SystemAdminInput = z.input<typeof systemAdminSchema>;

/** Letters and digits nobody misreads when copying from a terminal (no 0/O, 1/l/I), and a few signs. */
const LETTERS = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
const SIGNS = "-_.!@#%";
const ONE_TIME_LENGTH = 16;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? "";

/**
 * 16 characters (about 94 bits) with at least one letter, one digit and one sign, so it passes the
 * shell §5 rule (8-20 characters, two kinds) whatever the draw.
 */
export function generateOneTimePassword(): string {
  const all = LETTERS + DIGITS + SIGNS;
  const characters = [pick(LETTERS), pick(DIGITS), pick(SIGNS)];
  while (characters.length < ONE_TIME_LENGTH) characters.push(pick(all));
  // Fisher-Yates, so the guaranteed kinds sit anywhere.
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? "", characters[index] ?? ""];
  }
  return characters.join("");
}

export class PhoneInUse extends Error {
  constructor(phoneNumber: string) {
    super(`a user with phone number ${phoneNumber} already exists`);
    this.name = "PhoneInUse";
  }
}

export interface CreatedSystemAdmin {
  oid: string;
  phoneNumber: string;
  /** The password to hand over: generated, or the one given. */
  password: string;
}

/**
 * Creates an active SYS_ADMIN who must change the password at the first login, audited as the
 * command line's doing. An input problem is an Error, a phone number already in use a PhoneInUse.
 */
export async function createSystemAdmin(db: Db, input: SystemAdminInput): Promise<CreatedSystemAdmin> {
  const parsed = systemAdminSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    );
  }
  const { phoneNumber, fullName } = parsed.data;
  const password = parsed.data.password ?? generateOneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ oid: users.oid })
      .from(users)
      .where(eq(users.phoneNumber, phoneNumber))
      .limit(1);
    if (existing) throw new PhoneInUse(phoneNumber);
    const [created] = await tx
      .insert(users)
      .values({
        fullName,
        phoneNumber,
        state: "ACTIVE",
        sysRoles: ["SYS_ADMIN"],
        passwordHash,
        mustChangePassword: true,
      })
      .onConflictDoNothing()
      .returning({ oid: users.oid, phoneNumber: users.phoneNumber });
    // Another process took the number between the check and the insert.
    if (!created) throw new PhoneInUse(phoneNumber);
    await recordAudit(tx, COMMAND_LINE, {
      action: "user.create",
      targetType: "user",
      targetOid: created.oid,
      targetLabel: `${fullName} ${phoneNumber}`,
      orgOid: null,
      after: { fullName, phoneNumber, sysRoles: ["SYS_ADMIN"], mustChangePassword: true },
    });
    return { ...created, password };
  });
}

/**
 * ADMIN_PHONE/ADMIN_NAME at start-up: creates the administrator only while the database has no user
 * at all, so the variables can stay set (or be forgotten) without effect after the first start.
 * Answers the created administrator (the caller logs the password once) or null.
 */
export async function createFirstAdminOnEmptyDatabase(
  db: Db,
  input: { phoneNumber: string; fullName: string },
): Promise<CreatedSystemAdmin | null> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return null;
  try {
    return await createSystemAdmin(db, input);
  } catch (error) {
    // Two instances starting together: the other one created it.
    if (error instanceof PhoneInUse) return null;
    throw error;
  }
}
