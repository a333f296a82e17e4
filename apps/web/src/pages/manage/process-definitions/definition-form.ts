// The definition editor's form model: a node is named and held either by an organisation role or by
// named members; the form keeps both choices so switching back and forth loses nothing until saved.
import type {
  OrgRole,
  ProcessDefinition,
  ProcessDefinitionBody,
  ProcessTemplate,
  ProcessUser,
} from "@textbook/shared";
import { ApiError } from "../../../api/client.ts";

export type AssigneeKind = "role" | "users";

export interface NodeFormValues {
  name: string;
  kind: AssigneeKind;
  role?: OrgRole;
  userOids?: string[];
}

export interface DefinitionFormValues {
  nodes: NodeFormValues[];
}

type AnyNode = ProcessDefinition["nodes"][number] | ProcessTemplate["nodes"][number];

export function formNodesOf(nodes: readonly AnyNode[]): NodeFormValues[] {
  return nodes.map((node) =>
    "role" in node.assignee
      ? { name: node.name, kind: "role", role: node.assignee.role }
      : { name: node.name, kind: "users", userOids: node.assignee.userOids },
  );
}

/** The named users of a stored definition, so the pickers can name them before any search. */
export function knownUsersOf(definition: ProcessDefinition | undefined): ProcessUser[] {
  return definition?.nodes.flatMap((node) => node.users) ?? [];
}

export function bodyOf(values: DefinitionFormValues): ProcessDefinitionBody {
  return {
    nodes: values.nodes.map((node) => ({
      name: node.name.trim(),
      assignee: node.kind === "role" ? { role: node.role as OrgRole } : { userOids: node.userOids ?? [] },
    })),
  };
}

type NodeField = ["nodes", number, "name" | "role" | "userOids"];

/** A form field's path for a server message's key ("nodes.2.assignee.userOids" → nodes, 2, userOids). */
function fieldOf(key: string, values: DefinitionFormValues): NodeField | null {
  const [list, index, field, inner] = key.split(".");
  if (list !== "nodes") return null;
  if (index === undefined) return null;
  const position = Number(index);
  if (!Number.isInteger(position)) return null;
  if (field === "name") return ["nodes", position, "name"];
  if (field === "assignee") {
    const kind =
      inner === "role" || inner === "userOids"
        ? inner
        : values.nodes[position]?.kind === "role"
          ? "role"
          : "userOids";
    return ["nodes", position, kind];
  }
  return null;
}

export interface DefinitionRefusal {
  /** Messages under the node fields they name. */
  fields: { name: NodeField; errors: string[] }[];
  /** Messages about the list as a whole (how many nodes). */
  general: string[];
}

/** Splits a save's err.validate.failed into field and whole-list messages; null for any other failure. */
export function definitionRefusalOf(error: unknown, values: DefinitionFormValues): DefinitionRefusal | null {
  if (!(error instanceof ApiError) || error.errorCode !== "err.validate.failed") return null;
  const refusal: DefinitionRefusal = { fields: [], general: [] };
  for (const [key, message] of Object.entries(error.errors)) {
    const name = fieldOf(key, values);
    if (name) refusal.fields.push({ name, errors: [message] });
    else refusal.general.push(message);
  }
  if (refusal.fields.length === 0 && refusal.general.length === 0) refusal.general.push(error.message);
  return refusal;
}
