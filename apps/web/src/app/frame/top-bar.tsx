// The top bar (shell §2): route title, current organisation, the organisation switcher, online
// customer service and 进入管理系统.
import { BankOutlined, CustomerServiceOutlined, ExportOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { canSeeManagementSystem, canSwitchOrg, FRAME_TEXTS, LOGIN_TEXTS } from "@textbook/shared";
import { Button, Dropdown } from "antd";
import { fetchMyOrgs, orgKeys } from "../../api/orgs.ts";
import { createHandoffToken } from "../../api/system.ts";
import { dialog } from "../global/dialog.ts";
import { toast } from "../global/toast.ts";
import type { StoredUser } from "../session.ts";
import styles from "./frame.module.css";
import { managementSystemLink } from "./frame-rules.ts";
import { OrgSwitcher } from "./org-switcher.tsx";
import { useClientConfig } from "./use-client-config.ts";

function ServiceMenu({ url }: { url: string | null | undefined }) {
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [
          { key: "ai", label: LOGIN_TEXTS.aiService },
          { key: "human", label: LOGIN_TEXTS.humanService },
        ],
        onClick: ({ key }) => {
          if (key === "human") {
            void dialog.info({ title: LOGIN_TEXTS.humanService, content: LOGIN_TEXTS.humanServiceHint });
            return;
          }
          if (!url) {
            toast.error(LOGIN_TEXTS.serviceUnavailable);
            return;
          }
          window.open(url, "_blank", "noopener");
        },
      }}
    >
      <Button type="text" icon={<CustomerServiceOutlined aria-hidden />}>
        {FRAME_TEXTS.customerService}
      </Button>
    </Dropdown>
  );
}

async function openManagementSystem(baseUrl: string) {
  // Open the tab inside the click so popup blockers allow it, then point it at the handoff link.
  const tab = window.open("", "_blank");
  try {
    const { token } = await createHandoffToken();
    const link = managementSystemLink(baseUrl, token);
    if (tab) tab.location.href = link;
    else window.location.assign(link);
  } catch {
    tab?.close();
  }
}

export function TopBar({ title, user }: { title: string; user: StoredUser }) {
  const config = useClientConfig();
  const orgs = useQuery({ queryKey: orgKeys.mine, queryFn: () => fetchMyOrgs(), staleTime: 60_000 }).data;
  const managementUrl = config?.managementSystemUrl;
  return (
    <header className={styles.topBar}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.topActions}>
        {user.currentOrgName && (
          <span className={styles.currentOrg} title={user.currentOrgName}>
            <BankOutlined aria-hidden /> {user.currentOrgName}
          </span>
        )}
        {orgs && canSwitchOrg(user, orgs.total) && (
          <OrgSwitcher orgs={orgs.items} currentOrgId={user.currentOrgId} />
        )}
        <ServiceMenu url={config?.customerServiceUrl} />
        {managementUrl && canSeeManagementSystem(user) && (
          <Button
            type="primary"
            icon={<ExportOutlined aria-hidden />}
            onClick={() => openManagementSystem(managementUrl)}
          >
            {FRAME_TEXTS.managementSystem}
          </Button>
        )}
      </div>
    </header>
  );
}
