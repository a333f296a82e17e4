// Content §4: old-version nodes are upgraded when their version is lower than the current one. The
// server applies this on load, the editor outside undo history; both get the same result.
import { DEFAULT_NODE_VERSION } from "../attributes/common-attributes.ts";
import { HEADER_VERSION } from "../attributes/header-attributes.ts";
import type { NodeJSON } from "../node-json.ts";
import { upgradeAudioBox } from "./audio-box.ts";
import { upgradeExtendedReading } from "./extended-reading.ts";
import { upgradeHeader } from "./header.ts";
import { upgradeInteraction } from "./interaction.ts";
import { upgradeList } from "./list.ts";
import { upgradeParagraph } from "./paragraph.ts";
import { upgradeThreeDBox } from "./three-d-box.ts";
import { upgradeVideoBox } from "./video-box.ts";

type Upgrade = { version: number; upgrade: (node: NodeJSON) => NodeJSON };

/** Per node type: its current version and the upgrade from any older one. */
export const NODE_UPGRADES: Readonly<Record<string, Upgrade>> = {
  audioBox: { version: DEFAULT_NODE_VERSION, upgrade: upgradeAudioBox },
  videoBox: { version: DEFAULT_NODE_VERSION, upgrade: upgradeVideoBox },
  threeDBox: { version: DEFAULT_NODE_VERSION, upgrade: upgradeThreeDBox },
  extendedReading: { version: DEFAULT_NODE_VERSION, upgrade: upgradeExtendedReading },
  extendedReadingInline: { version: DEFAULT_NODE_VERSION, upgrade: upgradeExtendedReading },
  interaction: { version: DEFAULT_NODE_VERSION, upgrade: upgradeInteraction },
  paragraph: { version: DEFAULT_NODE_VERSION, upgrade: upgradeParagraph },
  orderedList: { version: DEFAULT_NODE_VERSION, upgrade: upgradeList },
  bulletList: { version: DEFAULT_NODE_VERSION, upgrade: upgradeList },
  chapterHeader: { version: HEADER_VERSION, upgrade: upgradeHeader },
  sectionHeader: { version: HEADER_VERSION, upgrade: upgradeHeader },
};

export type UpgradeResult = { doc: unknown; changed: boolean };

/**
 * Returns the document with every old-version node upgraded, and whether anything changed; the
 * input is not modified. A node without a version is taken as current (the schema gives it the
 * current default), so only nodes that say they are older are touched.
 */
export function upgradeDocument(json: unknown): UpgradeResult {
  let changed = false;
  const visit = (value: unknown): unknown => {
    if (!isNode(value)) return value;
    let node = value;
    const entry = NODE_UPGRADES[node.type];
    const version = node.attrs?.version;
    if (entry && typeof version === "number" && version < entry.version) {
      node = entry.upgrade(node);
      changed = true;
    }
    if (!Array.isArray(node.content)) return node;
    const content = node.content.map(visit) as NodeJSON[];
    return content.every((child, index) => child === node.content?.[index]) ? node : { ...node, content };
  };
  const doc = visit(json);
  return { doc, changed };
}

function isNode(value: unknown): value is NodeJSON {
  return typeof value === "object" && value !== null && typeof (value as NodeJSON).type === "string";
}
