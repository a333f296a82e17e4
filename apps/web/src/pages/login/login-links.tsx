// Links beside the login card (shell §2): the management system (when configured) and the help menu.
// The menu is a small panel of buttons: a Dropdown would pull the whole menu component into the login bundle.
import { AppstoreOutlined, CustomerServiceOutlined, DownOutlined } from "@ant-design/icons";
import { type ClientConfig, LOGIN_TEXTS } from "@textbook/shared";
import { App, Button } from "antd";
import { useEffect, useState } from "react";
import { fetchClientConfig } from "../../api/passports.ts";
import styles from "./login.module.css";
import { SmallPopover } from "./small-popover.tsx";

export function LoginLinks() {
  const { message, modal } = App.useApp();
  const [config, setConfig] = useState<ClientConfig | null>(null);
  const managementSystemUrl = config?.managementSystemUrl ?? null;
  const customerServiceUrl = config?.customerServiceUrl ?? null;

  useEffect(() => {
    let live = true;
    // Without the settings the links stay hidden and the help menu says the service is unavailable.
    fetchClientConfig().then(
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

  function showHumanService() {
    modal.info({ title: LOGIN_TEXTS.humanService, content: LOGIN_TEXTS.humanServiceHint });
  }

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
          icon={<AppstoreOutlined aria-hidden />}
          href={managementSystemUrl}
          target="_blank"
          rel="noopener"
        >
          {LOGIN_TEXTS.managementSystem}
        </Button>
      )}
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
            <Button type="text" block onClick={() => choose(close, showHumanService)}>
              {LOGIN_TEXTS.humanService}
            </Button>
          </div>
        )}
      </SmallPopover>
    </nav>
  );
}
