// The global pieces of every page (shell §2): error handling, toasts, snackbar, dialogs, the
// version banner, polling while logged in and forced re-login. Mounted once in main.tsx, which also
// routes every ApiError to handleApiError from the start.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { fetchDeployedVersion, fetchNotice, fetchTodoCount } from "../../api/system.ts";
import { useSession } from "../session.ts";
import { uploadState } from "../uploads/upload-state.ts";
import { dialogStore } from "./dialog.ts";
import { errorPanelStore, handleApiError, openSessionDialog, sessionDialogStore } from "./error-handler.ts";
import { watchOtherTabs } from "./login-channel.ts";
import { startPolling } from "./polling.ts";
import { snackbarStore, toastStore } from "./toast.ts";
import { dismissedVersion, dismissVersion, shouldShowBanner, watchDeployedVersion } from "./version-check.ts";

const GlobalViews = lazy(async () => ({ default: (await import("./global-views.tsx")).GlobalViews }));

const stores = [toastStore, snackbarStore, dialogStore, errorPanelStore, sessionDialogStore];
const anyStoreBusy = () =>
  stores.some((store) => store.get().length > 0) || uploadState.get().current !== null;
const subscribeAll = (listener: () => void) => {
  const stops = [...stores.map((store) => store.subscribe(listener)), uploadState.subscribe(listener)];
  return () => {
    for (const stop of stops) stop();
  };
};

export function GlobalHost() {
  const { token, user } = useSession();
  const orgOid = user?.currentOrgId ?? null;
  const [deployed, setDeployed] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(dismissedVersion);
  const busy = useSyncExternalStore(subscribeAll, anyStoreBusy);
  const [viewsLoaded, setViewsLoaded] = useState(false);

  useEffect(() => watchOtherTabs(() => openSessionDialog("forcedRelogin")), []);
  useEffect(() => watchDeployedVersion(fetchDeployedVersion, setDeployed), []);
  useEffect(() => {
    if (!token) return;
    return startPolling({
      fetchTodoCount: () => fetchTodoCount(orgOid),
      fetchNotice,
      onSessionError: handleApiError,
    });
  }, [token, orgOid]);

  const bannerVersion = shouldShowBanner(deployed, __APP_VERSION__, dismissed) ? deployed : null;
  const needed = busy || Boolean(bannerVersion) || Boolean(token);
  useEffect(() => {
    if (needed) setViewsLoaded(true);
  }, [needed]);
  if (!viewsLoaded && !needed) return null;
  return (
    <Suspense fallback={null}>
      <GlobalViews
        deployedVersion={bannerVersion}
        loggedIn={Boolean(token)}
        onDismissVersion={() => {
          if (!bannerVersion) return;
          dismissVersion(bannerVersion);
          setDismissed(bannerVersion);
        }}
      />
    </Suspense>
  );
}
