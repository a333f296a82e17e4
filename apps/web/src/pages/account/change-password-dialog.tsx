// The drawer's 修改密码 dialog.
import { ACCOUNT_TEXTS } from "@textbook/shared";
import { Button, Modal } from "antd";
import { toast } from "../../app/global/toast.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  return (
    <Modal open title={ACCOUNT_TEXTS.changePassword} footer={null} onCancel={onClose} destroyOnHidden>
      <ChangePasswordForm
        submitText={ACCOUNT_TEXTS.submit}
        onChanged={() => {
          toast.success(ACCOUNT_TEXTS.passwordChanged);
          onClose();
        }}
        extra={
          <Button onClick={onClose} autoInsertSpace={false}>
            {ACCOUNT_TEXTS.cancel}
          </Button>
        }
      />
    </Modal>
  );
}
