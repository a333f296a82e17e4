// The management area's process definitions (issue 16 §1): per organisation and kind, an ordered
// list of nodes an ORG_ADMIN edits, and the ready templates to start from.
import { z } from "zod";
import { ORG_ROLES } from "../dictionaries.ts";
import { zOid, zRequiredText } from "../validation/zod.ts";
import { PROCESS_KINDS, PROCESS_LIMITS } from "../workflows/process-dictionaries.ts";
import { PROCESS_TEMPLATE_KEYS } from "../workflows/process-templates.ts";
import { WORKFLOW_TEXTS } from "../workflows/workflow-texts.ts";
import { defineCalls } from "./contract.ts";
import { listSchema } from "./envelope.ts";
import { processUserSchema } from "./process-instances.ts";

const F = WORKFLOW_TEXTS.fields;

export const processNodeAssigneeSchema = z.union([
  z.object({ role: z.enum(ORG_ROLES) }).strict(),
  z
    .object({
      userOids: z
        .array(zOid)
        .min(1, F.nodeUsersCount)
        .max(PROCESS_LIMITS.maxNodeUsers, F.nodeUsersCount)
        .transform((oids) => [...new Set(oids)]),
    })
    .strict(),
]);

export const processDefinitionNodeSchema = z.object({
  name: zRequiredText(PROCESS_LIMITS.nodeNameMax),
  assignee: processNodeAssigneeSchema,
});

/** Stored in process_definitions.nodes and sent by PUT. */
export const processDefinitionNodesSchema = z
  .array(processDefinitionNodeSchema)
  .min(PROCESS_LIMITS.minNodes, F.nodesCount)
  .max(PROCESS_LIMITS.maxNodes, F.nodesCount);

export const processDefinitionBodySchema = z.object({ nodes: processDefinitionNodesSchema });
export type ProcessDefinitionBody = z.input<typeof processDefinitionBodySchema>;

/** A node as the editor shows it: the named users with their names. */
export const processDefinitionNodeViewSchema = z.object({
  name: z.string(),
  assignee: z.union([z.object({ role: z.enum(ORG_ROLES) }), z.object({ userOids: z.array(z.string()) })]),
  users: z.array(processUserSchema),
});

export const processDefinitionSchema = z.object({
  orgOid: z.string(),
  kind: z.enum(PROCESS_KINDS),
  nodes: z.array(processDefinitionNodeViewSchema),
  /** True when the organisation stored none and the default definition applies. */
  isDefault: z.boolean(),
  updatedBy: processUserSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type ProcessDefinition = z.infer<typeof processDefinitionSchema>;

export const processTemplateSchema = z.object({
  key: z.enum(PROCESS_TEMPLATE_KEYS),
  name: z.string(),
  description: z.string(),
  nodes: z.array(z.object({ name: z.string(), assignee: z.object({ role: z.enum(ORG_ROLES) }) })),
});
export type ProcessTemplate = z.infer<typeof processTemplateSchema>;

export const processDefinitionPathSchema = z.object({ id: zOid, kind: z.enum(PROCESS_KINDS) });

export const processDefinitionCalls = defineCalls("process-definitions", {
  get: {
    method: "GET",
    path: "/orgs/:id/process-definitions/:kind",
    summary:
      "An organisation's approval definition of a kind (the default one when none is stored; ORG_ADMIN, SYS_ADMIN)",
    params: processDefinitionPathSchema,
    data: processDefinitionSchema,
  },
  save: {
    method: "PUT",
    path: "/orgs/:id/process-definitions/:kind",
    summary:
      "Store an organisation's approval definition: 1 to 10 nodes, each for a role or named members (ORG_ADMIN, SYS_ADMIN); audited; running approvals keep theirs",
    params: processDefinitionPathSchema,
    body: processDefinitionBodySchema,
    data: processDefinitionSchema,
  },
  templates: {
    method: "GET",
    path: "/process-definition-templates",
    summary: "The ready definitions: the default one and 三审三校",
    data: listSchema(processTemplateSchema),
  },
});
