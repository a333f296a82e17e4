// The drawer's 修改密码 and 修改手机号 (issue 15 §1). Their dialogs load when opened.
import { KeyOutlined, PhoneOutlined } from "@ant-design/icons";
import { ACCOUNT_TEXTS } from "@textbook/shared";
import { Tooltip } from "antd";
import { lazy, type ReactNode, Suspense, useState } from "react";
import type { StoredUser } from "../session.ts";
import styles from "./frame.module.css";

const ChangePasswordDialog = lazy(() => import("../../pages/account/change-password-dialog.tsx"));
const ChangePhoneDialog = lazy(() => import("../../pages/account/change-phone-dialog.tsx"));

type Open = "password" | "phone" | null;

export function AccountLinks({ user, collapsed }: { user: StoredUser; collapsed: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const link = (kind: Exclude<Open, null>, label: string, icon: ReactNode) => {
    const button = (
      <button type="button" className={styles.footerLink} aria-label={label} onClick={() => setOpen(kind)}>
        {icon} {!collapsed && label}
      </button>
    );
    return collapsed ? (
      <Tooltip title={label} placement="right">
        {button}
      </Tooltip>
    ) : (
      button
    );
  };
  return (
    <>
      {link("password", ACCOUNT_TEXTS.changePassword, <KeyOutlined aria-hidden />)}
      {link("phone", ACCOUNT_TEXTS.changePhone, <PhoneOutlined aria-hidden />)}
      <Suspense fallback={null}>
        {open === "password" && <ChangePasswordDialog onClose={close} />}
        {open === "phone" && <ChangePhoneDialog user={user} onClose={close} />}
      </Suspense>
    </>
  );
}
