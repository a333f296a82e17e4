// A production's first system administrator, made from the command line (create-admin.ts): a
// production start seeds no accounts, and the management system that adds users needs one to log in.
import { rules, zPhoneNumber, zRequiredText } from "@textbook/shared";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts.ts";
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
    .refine((value) => value !== DEMO_PASSWORD, "the published demo password cannot be used"),
});

export type SystemAdminInput = z.input<typeof systemAdminSchema>;

/** Creates an active SYS_ADMIN; an input problem or a phone number already in use is an Error. */
export async function createSystemAdmin(
  db: Db,
  input: SystemAdminInput,
): Promise<{ oid: string; phoneNumber: string }> {
  const parsed = systemAdminSchema.safeParse(input);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    );
  }
  const { phoneNumber, fullName, password } = parsed.data;
  const [existing] = await db
    .select({ oid: users.oid })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber))
    .limit(1);
  if (existing) throw new Error(`phoneNumber: a user with ${phoneNumber} already exists`);
  const [created] = await db
    .insert(users)
    .values({
      fullName,
      phoneNumber,
      state: "ACTIVE",
      sysRoles: ["SYS_ADMIN"],
      passwordHash: await hashPassword(password),
    })
    .returning({ oid: users.oid, phoneNumber: users.phoneNumber });
  if (!created) throw new Error("the user insert returned nothing");
  return created;
}
