// Watches the app's upload state and shows the overlay while a file uploads. It is part of the
// global views, which load lazily, so the login page does not carry it.
import { useSyncExternalStore } from "react";
import { UploadOverlay } from "./upload-overlay.tsx";
import { uploadState } from "./upload-state.ts";

export function UploadOverlayHost() {
  const { current, waiting } = useSyncExternalStore(uploadState.subscribe, uploadState.get);
  return current ? <UploadOverlay current={current} waiting={waiting} /> : null;
}
