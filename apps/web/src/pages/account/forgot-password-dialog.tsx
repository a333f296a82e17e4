// 忘记密码 on the login page: the phone, the code sent to it and the new password twice. The reset
// ends every session of the account; the user then logs in with the new password. Loaded when the
// link is clicked: the login page's code is at its budget.
import { ACCOUNT_TEXTS, LOGIN_TEXTS } from "@textbook/shared";
import { requestPasswordResetCode, resetPassword } from "../../api/account.ts";
import { CodedDialog, type CodedValues } from "./coded-dialog.tsx";
import { NewPasswordFields } from "./password-fields.tsx";
import { sealPasswords } from "./seal-password.ts";

interface Values extends CodedValues {
  password: string;
  confirmPassword: string;
}

const FIELDS = ["phoneNumber", "smsCode", "password"] as const;

export default function ForgotPasswordDialog({ onClose }: { onClose(): void }) {
  return (
    <CodedDialog<Values>
      title={ACCOUNT_TEXTS.forgotPassword}
      name="reset-password"
      intro={ACCOUNT_TEXTS.resetIntro}
      phoneLabel={ACCOUNT_TEXTS.phone}
      phonePlaceholder={LOGIN_TEXTS.phonePlaceholder}
      submitText={ACCOUNT_TEXTS.resetSubmit}
      fields={FIELDS}
      send={requestPasswordResetCode}
      act={async (values, phone) => {
        const [password] = await sealPasswords(values.password.trim());
        await resetPassword({ ...phone, password });
        return ACCOUNT_TEXTS.passwordReset;
      }}
      onClose={onClose}
    >
      <NewPasswordFields name="password" />
    </CodedDialog>
  );
}
