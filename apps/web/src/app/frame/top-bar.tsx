// The top bar (shell §2): route title, current organisation, the organisation switcher, the in-app
// messages' bell, online customer service and 进入管理系统.
import { BankOutlined, CustomerServiceOutlined, ExportOutlined } from "@ant-design/icons";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { canSeeManagementSystem, canSwitchOrg, FRAME_TEXTS, LOGIN_TEXTS } from "@textbook/shared";
import { Button, Dropdown } from "antd";
import { fetchMyOrgs, orgKeys } from "../../api/orgs.ts";
import { createHandoffToken } from "../../api/system.ts";
import { HumanServiceContact, loadHumanService } from "../customer-service/human-service.tsx";
import { dialog } from "../global/dialog.ts";
import { toast } from "../global/toast.ts";
import { NotificationBell } from "../notifications/notification-bell.tsx";
import type { StoredUser } from "../session.ts";
import styles from "./frame.module.css";
import { managementSystemLink } from "./frame-rules.ts";
import { OrgSwitcher } from "./org-switcher.tsx";
import { clientConfigQuery, useClientConfig } from "./use-client-config.ts";

async function showHumanService() {
  const unavailable = () => toast.error(LOGIN_TEXTS.serviceUnavailable);
  const contact = await loadHumanService();
  if (!contact) {
    unavailable();
    return;
  }
  void dialog.info({
    title: LOGIN_TEXTS.humanService,
    content: <HumanServiceContact contact={contact} onUnavailable={unavailable} />,
  });
}

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
            void showHumanService();
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

async function openManagementSystem(queryClient: QueryClient) {
  // Open the tab inside the click so popup blockers allow it, then point it at the handoff link.
  const tab = window.open("", "_blank");
  try {
    // The operator's override, once the settings have loaded (at once when they already have).
    const config = await queryClient.fetchQuery(clientConfigQuery);
    const { token } = await createHandoffToken();
    const link = managementSystemLink(config.managementSystemUrl, token, window.location.origin);
    if (tab) tab.location.href = link;
    else window.location.assign(link);
  } catch {
    tab?.close();
  }
}

export function TopBar({ title, user }: { title: string; user: StoredUser }) {
  const config = useClientConfig();
  const queryClient = useQueryClient();
  const orgs = useQuery({ queryKey: orgKeys.mine, queryFn: () => fetchMyOrgs(), staleTime: 60_000 }).data;
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
        <NotificationBell />
        <ServiceMenu url={config?.customerServiceUrl} />
        {canSeeManagementSystem(user) && (
          <Button
            type="primary"
            icon={<ExportOutlined aria-hidden />}
            onClick={() => openManagementSystem(queryClient)}
          >
            {FRAME_TEXTS.managementSystem}
          </Button>
        )}
      </div>
    </header>
  );
}
