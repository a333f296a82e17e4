// Links beside the login card (shell §2): the management system (when configured) and the help menu.
import { AppstoreOutlined, CustomerServiceOutlined, DownOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { LOGIN_TEXTS } from "@textbook/shared";
import { App, Button, Dropdown } from "antd";
import { fetchClientConfig } from "../../api/passports.ts";
import styles from "./login.module.css";

export function LoginLinks() {
  const { message, modal } = App.useApp();
  const config = useQuery({ queryKey: ["client-config"], queryFn: fetchClientConfig, staleTime: Infinity });
  const managementSystemUrl = config.data?.managementSystemUrl ?? null;
  const customerServiceUrl = config.data?.customerServiceUrl ?? null;

  function openAiService() {
    // The AI chat arrives in a later issue; until then an operator-configured service page stands in.
    if (!customerServiceUrl) {
      message.warning(LOGIN_TEXTS.serviceUnavailable);
      return;
    }
    window.open(customerServiceUrl, "_blank", "noopener");
  }

  return (
    <nav className={styles.links}>
      {managementSystemUrl && (
        <Button
          type="text"
          className={styles.linkButton}
          icon={<AppstoreOutlined />}
          href={managementSystemUrl}
          target="_blank"
          rel="noopener"
        >
          {LOGIN_TEXTS.managementSystem}
        </Button>
      )}
      <Dropdown
        trigger={["click"]}
        menu={{
          items: [
            { key: "ai", label: LOGIN_TEXTS.aiService, onClick: openAiService },
            {
              key: "human",
              label: LOGIN_TEXTS.humanService,
              onClick: () =>
                modal.info({ title: LOGIN_TEXTS.humanService, content: LOGIN_TEXTS.humanServiceHint }),
            },
          ],
        }}
      >
        <Button type="text" className={styles.linkButton} icon={<CustomerServiceOutlined />}>
          {LOGIN_TEXTS.help} <DownOutlined className={styles.caret} />
        </Button>
      </Dropdown>
    </nav>
  );
}
