// The mirror previews' addresses and titles (shell §2): all the app's route table needs of them.
// What each page shows (mirror-kinds.ts) loads with the pages, not with the app's first chunk.
import { ROUTE_TITLES } from "@textbook/shared";

export type MirrorKind =
  | "main"
  | "extendRead"
  | "practiceTopics"
  | "testTopics"
  | "customInteraction"
  | "threeD"
  | "zjyKg";

export interface MirrorRoute {
  kind: MirrorKind;
  /** The route's first segment (shell §2). */
  route: string;
  title: string;
}

export const MIRROR_ROUTES: readonly MirrorRoute[] = [
  { kind: "main", route: "/mirror-preview-main-page", title: ROUTE_TITLES.mirrorMainPage },
  { kind: "extendRead", route: "/mirror-preview-extend-read-page", title: ROUTE_TITLES.mirrorExtendRead },
  {
    kind: "practiceTopics",
    route: "/mirror-preview-practice-topics-page",
    title: ROUTE_TITLES.mirrorPracticeTopics,
  },
  { kind: "testTopics", route: "/mirror-preview-test-topics-page", title: ROUTE_TITLES.mirrorTestTopics },
  {
    kind: "customInteraction",
    route: "/mirror-preview-custom-interaction-page",
    title: ROUTE_TITLES.mirrorCustomInteraction,
  },
  { kind: "threeD", route: "/mirror-preview-three-d-page", title: ROUTE_TITLES.mirrorThreeD },
  { kind: "zjyKg", route: "/mirror-preview-zjy-kg-page", title: ROUTE_TITLES.mirrorZjyKg },
];

export const ZJY_PREVIEW_ROUTE = "/zjy-preview";
export const MIRROR_HOME_ROUTE = "/mirror-preview/preview-home";
/** Every mirror route takes the file the way the draft preview does (chapter, section, file optional). */
export const FILE_SEGMENTS = ":bookOid/:chapterOid?/:sectionOid?/:fileOid?";
