// Links beside the login card (shell §2): the management system and the help menu.
// The menu is a small panel of buttons: a Dropdown would pull the whole menu component into the login bundle.
import { AppstoreOutlined, CustomerServiceOutlined, DownOutlined } from "@ant-design/icons";
import { type ClientConfig, LOGIN_TEXTS, MANAGE_ROOT } from "@textbook/shared";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { dialog } from "../../app/global/dialog.ts";
import { toast } from "../../app/global/toast.ts";
import { loadPassportCalls } from "./load-calls.ts";
import styles from "./login.module.css";
import { SmallPopover } from "./small-popover.tsx";

export function LoginLinks() {
  const [config, setConfig] = useState<ClientConfig | null>(null);
  // The in-product management area unless the operator points the link at another system.
  const managementSystemUrl = config?.managementSystemUrl ?? MANAGE_ROOT;
  const customerServiceUrl = config?.customerServiceUrl ?? null;

  useEffect(() => {
    let live = true;
    // Without the settings the links stay hidden and the help menu says the service is unavailable.
    loadPassportCalls()
      .then(({ fetchClientConfig }) => fetchClientConfig())
      .then(
        (loaded) => live && setConfig(loaded),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);

  function choose(close: () => void, action: () => void) {
    close();
    action();
  }

  async function showHumanService() {
    // The contact's code and call load when chosen: the login page's first paint carries none of it.
    const { HumanServiceContact, loadHumanService } = await import(
      "../../app/customer-service/human-service.tsx"
    );
    const unavailable = () => void toast.error(LOGIN_TEXTS.serviceUnavailable);
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

  function openAiService() {
    // The AI chat arrives in a later issue; until then an operator-configured service page stands in.
    if (!customerServiceUrl) {
      toast.error(LOGIN_TEXTS.serviceUnavailable);
      return;
    }
    window.open(customerServiceUrl, "_blank", "noopener");
  }

  return (
    <nav className={styles.links}>
      <Button
        type="text"
        className={styles.linkButton}
        icon={<AppstoreOutlined aria-hidden />}
        href={managementSystemUrl}
        target="_blank"
        rel="noopener"
      >
        {LOGIN_TEXTS.managementSystem}
      </Button>
      <SmallPopover
        label={LOGIN_TEXTS.help}
        trigger={(props) => (
          <Button
            type="text"
            className={styles.linkButton}
            icon={<CustomerServiceOutlined aria-hidden />}
            {...props}
          >
            {LOGIN_TEXTS.help} <DownOutlined aria-hidden className={styles.caret} />
          </Button>
        )}
      >
        {(close) => (
          <div className={styles.menu}>
            <Button type="text" block onClick={() => choose(close, openAiService)}>
              {LOGIN_TEXTS.aiService}
            </Button>
            <Button type="text" block onClick={() => choose(close, () => void showHumanService())}>
              {LOGIN_TEXTS.humanService}
            </Button>
          </div>
        )}
      </SmallPopover>
    </nav>
  );
}
