// Carries out the action of errorActionFor: the session-ending ones at once, the rest through the
// error panel and the session dialogs that GlobalHost renders.
import type { ApiError } from "../../api/client.ts";
import { session } from "../session.ts";
import { errorActionFor, loginPathFor } from "./error-action.ts";
import { navigate } from "./navigation.ts";
import { createStore } from "./notice-store.ts";
import { toast } from "./toast.ts";

export interface PanelError {
  id: number;
  requestId: string | null;
  errorCode: string;
  messages: string[];
}

/** Dialogs that end with 重新登录: permission changed (shell §8) and forced re-login (shell §4). */
export type SessionDialog = "privilegeChanged" | "forcedRelogin";

export const errorPanelStore = createStore<PanelError>();
export const sessionDialogStore = createStore<SessionDialog>();

let nextId = 1;

export function openSessionDialog(kind: SessionDialog) {
  if (sessionDialogStore.get().includes(kind)) return;
  sessionDialogStore.add(kind);
}

/**
 * 重新登录. After a permission change the stored session goes (shell §8). After a forced re-login
 * the stored session belongs to another tab's login and stays; a full reload drops everything this
 * tab still holds of the previous user.
 */
export function reloginNow() {
  const forced = sessionDialogStore.get().includes("forcedRelogin");
  const privilegeChanged = sessionDialogStore.get().includes("privilegeChanged");
  sessionDialogStore.remove(() => true);
  if (privilegeChanged || !forced) {
    session.clear();
    navigate(loginPathFor(window.location));
    return;
  }
  window.location.assign(loginPathFor(window.location));
}

export function handleApiError(error: ApiError) {
  const action = errorActionFor(error);
  if (action.type === "login") {
    session.clear();
    navigate(loginPathFor(window.location));
    return;
  }
  if (action.type === "root") {
    navigate("/");
    return;
  }
  if (action.type === "privilegeChanged") {
    openSessionDialog("privilegeChanged");
    return;
  }
  if (action.type === "passwordChange") {
    navigate("/login?step=password");
    return;
  }
  if (action.type === "invalid") {
    toast.error(action.messages.join("；"));
    return;
  }
  // One panel at a time: a burst of failures shows the newest.
  errorPanelStore.remove(() => true);
  errorPanelStore.add({
    id: nextId++,
    requestId: error.requestId,
    errorCode: error.errorCode,
    messages: action.messages,
  });
}

export function dismissErrorPanel() {
  errorPanelStore.remove(() => true);
}
