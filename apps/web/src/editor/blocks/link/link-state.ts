// What a link shows (content §4, §5, §8): its title when it leads somewhere, the "add link or
// virtual simulation" placeholder while its target is incomplete, and the "jump target not found"
// placeholder once the target is gone (isValid N).
import { isLinkComplete, type LinkTarget } from "@textbook/schema";

export type LinkState = "ready" | "incomplete" | "invalid";

export function linkState(attributes: Record<string, unknown>): LinkState {
  if (!isLinkComplete(attributes as LinkTarget)) return "incomplete";
  if (attributes.isValid === "N") return "invalid";
  return "ready";
}
