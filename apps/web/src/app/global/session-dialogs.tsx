import { FRAME_TEXTS } from "@textbook/shared";
import { Button, Modal } from "antd";
import { useSyncExternalStore } from "react";
import { reloginNow, sessionDialogStore } from "./error-handler.ts";

const TEXTS = {
  privilegeChanged: { title: FRAME_TEXTS.permissionChangedTitle, body: FRAME_TEXTS.permissionChangedBody },
  forcedRelogin: { title: FRAME_TEXTS.forcedReloginTitle, body: FRAME_TEXTS.forcedReloginBody },
} as const;

/** 暂无权限 and forced re-login: the only way out is 重新登录. */
export function SessionDialogs() {
  const dialogs = useSyncExternalStore(sessionDialogStore.subscribe, sessionDialogStore.get);
  const kind = dialogs[0];
  return (
    <Modal
      open={Boolean(kind)}
      title={kind ? TEXTS[kind].title : null}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={reloginNow}>
          {FRAME_TEXTS.relogin}
        </Button>
      }
    >
      {kind && TEXTS[kind].body}
    </Modal>
  );
}
