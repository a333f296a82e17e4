// Organisation picker rules (shell §4, §5): filter by name substring, keep the first preselected.
import type { OrgListItem } from "@textbook/shared";

export function filterOrgs(orgs: readonly OrgListItem[], keyword: string): OrgListItem[] {
  const word = keyword.trim();
  if (!word) return [...orgs];
  return orgs.filter((org) => org.name.includes(word));
}

/** The selection survives filtering while visible; otherwise the first visible organisation is chosen. */
export function keepSelection(selected: string | null, visible: readonly OrgListItem[]): string | null {
  if (selected && visible.some((org) => org.oid === selected)) return selected;
  return visible[0]?.oid ?? null;
}
