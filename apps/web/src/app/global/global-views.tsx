// Everything the global pieces draw. Loaded lazily by GlobalHost the first time anything has to be
// shown, so the login page does not pay for modals, alerts and icons up front.

import { UploadOverlayHost } from "../uploads/upload-overlay-host.tsx";
import { DialogHost } from "./dialog-host.tsx";
import { ErrorPanel } from "./error-panel.tsx";
import { SessionDialogs } from "./session-dialogs.tsx";
import { Toasts } from "./toasts.tsx";
import { TopBars } from "./top-bars.tsx";

export interface GlobalViewsProps {
  deployedVersion: string | null;
  onDismissVersion: () => void;
  loggedIn: boolean;
}

export function GlobalViews(props: GlobalViewsProps) {
  return (
    <>
      <TopBars {...props} />
      <Toasts />
      <DialogHost />
      <ErrorPanel />
      <SessionDialogs />
      <UploadOverlayHost />
    </>
  );
}
