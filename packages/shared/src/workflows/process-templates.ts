// Ready definitions: the default every organisation runs when it stored none, and the 三审三校
// template (three reviews, then three proofreadings) a publisher can pick. Roles: content admins
// review and proofread the text; the organisation admin (the department head) does the second
// review; the publish admin signs the final review and the last proof, so an approved instance
// always ends with the person answerable for publishing.
import type { OrgRole } from "../dictionaries.ts";
import { WORKFLOW_TEXTS } from "./workflow-texts.ts";

export type ProcessNodeAssignee = { role: OrgRole } | { userOids: string[] };
export interface ProcessDefinitionNode {
  name: string;
  assignee: ProcessNodeAssignee;
}

export const PROCESS_TEMPLATE_KEYS = ["DEFAULT", "THREE_REVIEWS"] as const;
export type ProcessTemplateKey = (typeof PROCESS_TEMPLATE_KEYS)[number];

const names = WORKFLOW_TEXTS.nodeNames;
const byRole = (name: string, role: OrgRole): ProcessDefinitionNode => ({ name, assignee: { role } });

export const PROCESS_TEMPLATES: Record<ProcessTemplateKey, readonly ProcessDefinitionNode[]> = {
  DEFAULT: [
    byRole(names.contentReview, "ORG_CONTENT_ADMIN"),
    byRole(names.publishApproval, "ORG_PUBLISH_ADMIN"),
  ],
  THREE_REVIEWS: [
    byRole(names.firstReview, "ORG_CONTENT_ADMIN"),
    byRole(names.secondReview, "ORG_ADMIN"),
    byRole(names.finalReview, "ORG_PUBLISH_ADMIN"),
    byRole(names.firstProof, "ORG_CONTENT_ADMIN"),
    byRole(names.secondProof, "ORG_CONTENT_ADMIN"),
    byRole(names.thirdProof, "ORG_PUBLISH_ADMIN"),
  ],
};
