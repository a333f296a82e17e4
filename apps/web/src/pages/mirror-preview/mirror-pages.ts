// The mirror previews' pages as one lazy chunk: the route table imports this one module for all
// of them, which keeps the app's first chunk (and the login page) a little smaller.
export { MirrorHomePage } from "./mirror-home-page.tsx";
export { MirrorPreviewPage, ZjyPreviewPage } from "./mirror-preview-page.tsx";
export { ResourcePreviewPage } from "./resource-preview-page.tsx";
export { ThreeDHelpPage } from "./three-d-help-page.tsx";
