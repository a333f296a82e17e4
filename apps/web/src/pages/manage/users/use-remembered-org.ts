// 机构用户 for a SYS_ADMIN starts with no organisation; the one last shown in this tab comes back
// when they return through the menu (whose link carries no orgOid), so they need not pick it again.
// sessionStorage, keyed by user: it ends with the tab, and another account in the tab starts afresh.
import { STORAGE_KEYS } from "@textbook/shared";
import { useEffect } from "react";

export function useRememberedOrg(
  userOid: string | undefined,
  orgOid: string | undefined,
  restore: (orgOid: string) => void,
) {
  const key = userOid ? `${STORAGE_KEYS.orgUsersOrg}:${userOid}` : null;
  useEffect(() => {
    if (!key) return;
    if (orgOid) sessionStorage.setItem(key, orgOid);
    else {
      const last = sessionStorage.getItem(key);
      if (last) restore(last);
    }
  }, [key, orgOid, restore]);
}
