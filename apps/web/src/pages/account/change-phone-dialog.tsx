// The drawer's 修改手机号 dialog: the new number and the code sent to it. The server ends every
// session of the user and answers a fresh one for this window, which replaces the stored session.
import { ACCOUNT_TEXTS, formatMessage, type LoginResult } from "@textbook/shared";
import { requestPhoneChangeCode, updatePhoneNumber } from "../../api/account.ts";
import { type StoredUser, session } from "../../app/session.ts";
import { CodedDialog, type CodedValues } from "./coded-dialog.tsx";

const FIELDS = ["phoneNumber", "smsCode"] as const;

export default function ChangePhoneDialog({ user, onClose }: { user: StoredUser; onClose(): void }) {
  return (
    <CodedDialog<CodedValues>
      title={ACCOUNT_TEXTS.changePhone}
      name="change-phone"
      intro={ACCOUNT_TEXTS.phoneCodeHint}
      before={<p>{formatMessage(ACCOUNT_TEXTS.currentPhone, { phone: user.phoneNumber })}</p>}
      phoneLabel={ACCOUNT_TEXTS.newPhone}
      phonePlaceholder={ACCOUNT_TEXTS.newPhonePlaceholder}
      submitText={ACCOUNT_TEXTS.submit}
      fields={FIELDS}
      send={requestPhoneChangeCode}
      act={async (_values, phone) => {
        session.save((await updatePhoneNumber(user.id, phone)) as LoginResult);
        return ACCOUNT_TEXTS.phoneChanged;
      }}
      onClose={onClose}
    />
  );
}
