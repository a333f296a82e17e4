// The login's 修改密码 step (/login?step=password): a user whose password someone else chose (the
// first administrator's one-time password, an administrator's) changes it before going anywhere;
// the server refuses everything else meanwhile. Loaded lazily: the login page's code is at its budget.
import { ACCOUNT_TEXTS, type LoginResult } from "@textbook/shared";
import { Button } from "antd";
import { fetchLoginInfo } from "../../api/passports.ts";
import { session } from "../../app/session.ts";
import styles from "./account.module.css";
import { ChangePasswordForm } from "./change-password-form.tsx";

export interface ChangePasswordStepProps {
  /** Goes on as after a login, with the session that no longer has to change its password. */
  onChanged(result: LoginResult): void;
  onLogout(): void;
}

export default function ChangePasswordStep({ onChanged, onLogout }: ChangePasswordStepProps) {
  async function changed() {
    onChanged(await fetchLoginInfo(session.token() ?? ""));
  }

  return (
    <div className={styles.step}>
      <p className={styles.intro}>{ACCOUNT_TEXTS.changePasswordIntro}</p>
      <ChangePasswordForm
        submitText={ACCOUNT_TEXTS.continue}
        onChanged={changed}
        extra={<Button onClick={onLogout}>{ACCOUNT_TEXTS.logout}</Button>}
      />
    </div>
  );
}
