// 退出登录 after a confirmation, shared by the editor's drawer and the management area's frame.
import { useQueryClient } from "@tanstack/react-query";
import { FRAME_TEXTS } from "@textbook/shared";
import { useNavigate } from "react-router";
import { logout } from "../../api/passports.ts";
import { browserSaveQueue } from "../../editor/core/save/use-save-channel.ts";
import { dialog } from "../global/dialog.ts";
import { LOGGED_OUT_STATE, session } from "../session.ts";

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async function confirmLogout() {
    const yes = await dialog.confirm("generic", {
      title: FRAME_TEXTS.logout,
      content: FRAME_TEXTS.logoutConfirm,
      okText: FRAME_TEXTS.logout,
    });
    if (!yes) return;
    const userOid = session.get().user?.id;
    // The server session may already be gone; logging out locally must still succeed.
    await logout().catch(() => null);
    // The user's unsent drafts go too (IndexedDB unavailable: there is nothing to clear).
    if (userOid)
      await browserSaveQueue()
        .removeUser(userOid)
        .catch(() => null);
    // Nothing stored survives; the login page ends the session in memory (see LOGGED_OUT_STATE).
    session.forget();
    await navigate("/login", { replace: true, state: LOGGED_OUT_STATE });
    queryClient.clear();
  };
}
