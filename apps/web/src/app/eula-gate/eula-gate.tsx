// The licence agreement gate (issue 15 §5): after login, a user who has not accepted the current
// required agreement (the newest required one in effect) sees it in a dialog that cannot be closed,
// and the page behind it does not render, until they accept; declining logs them out. Mounted by the
// framed areas (the editor's frame, the management area), which load lazily: the login page's
// bundle carries none of it. The server records the acceptance; it does not refuse other calls
// (docs/architecture/agreements.md).
import { ReloadOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { EULA_TEXTS, LOGIN_TEXTS, type MyEula } from "@textbook/shared";
import { Button, Modal, Result, Spin } from "antd";
import DOMPurify from "dompurify";
import type { ReactNode } from "react";
import { acceptEula, agreementKeys, fetchMyEulas, pendingEula } from "../../api/agreements.ts";
import { useLogout } from "../frame/use-logout.ts";
import styles from "./eula-gate.module.css";

export function EulaGate({ children }: { children: ReactNode }) {
  const mine = useQuery({
    queryKey: agreementKeys.mine,
    queryFn: ({ signal }) => fetchMyEulas(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (mine.isPending) {
    return (
      <div className={styles.waiting}>
        <Spin aria-label={EULA_TEXTS.checking} />
      </div>
    );
  }
  if (mine.isError) {
    // Unknown means not accepted: the page waits, the user can try again.
    return (
      <Result
        status="warning"
        title={EULA_TEXTS.loadFailed}
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => mine.refetch()}>
            {LOGIN_TEXTS.reload}
          </Button>
        }
      />
    );
  }
  const pending = pendingEula(mine.data);
  return pending ? <EulaDialog eula={pending} /> : children;
}

function EulaDialog({ eula }: { eula: MyEula }) {
  const queryClient = useQueryClient();
  const confirmLogout = useLogout();
  const accept = useMutation({
    mutationFn: () => acceptEula(eula.oid),
    onSuccess: (record) =>
      queryClient.setQueryData<MyEula[]>(agreementKeys.mine, (items) =>
        items?.map((item) => (item.oid === eula.oid ? { ...item, acceptedAt: record.acceptedAt } : item)),
      ),
  });
  return (
    <Modal
      open
      centered
      width={720}
      closable={false}
      maskClosable={false}
      keyboard={false}
      title={`${eula.title}（${eula.version}）`}
      footer={[
        <Button key="decline" onClick={() => void confirmLogout()}>
          {EULA_TEXTS.decline}
        </Button>,
        <Button key="accept" type="primary" loading={accept.isPending} onClick={() => accept.mutate()}>
          {EULA_TEXTS.accept}
        </Button>,
      ]}
    >
      <p className={styles.hint}>{EULA_TEXTS.gateHint}</p>
      <article
        className={styles.content}
        aria-label={eula.title}
        // Sanitised on the server when published; sanitised again here, as any HTML the page shows.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised agreement text
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(eula.content) }}
      />
    </Modal>
  );
}
