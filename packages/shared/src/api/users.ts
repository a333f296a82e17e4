import { z } from "zod";
import { ORG_ROLES } from "../dictionaries.ts";
import { formatMessage, VALIDATION_MESSAGES as M } from "../messages.ts";

/** PUT /users/:id/orgs/:orgId — replaces the user's roles in that organisation. */
export const updateOrgRolesBodySchema = z.object({
  roles: z
    .array(z.enum(ORG_ROLES, { error: M.invalidType }), { error: M.required })
    .min(1, formatMessage(M.requiredCount, { n: 1 }))
    .max(ORG_ROLES.length),
});
export type UpdateOrgRolesBody = z.infer<typeof updateOrgRolesBodySchema>;
