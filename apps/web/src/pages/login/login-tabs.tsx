// The two login tabs as a small WAI-ARIA tablist: both forms stay mounted, so typed values and the
// SMS countdown survive switching.
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import styles from "./login.module.css";

export interface LoginTab {
  key: string;
  label: string;
  content: ReactNode;
}

export function LoginTabs({ tabs }: { tabs: LoginTab[] }) {
  const [active, setActive] = useState(tabs[0]?.key);
  const id = useId();

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const index = tabs.findIndex((tab) => tab.key === active);
    const next = tabs[(index + (event.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    setActive(next.key);
    document.getElementById(`${id}-${next.key}-tab`)?.focus();
  }

  return (
    <>
      <div role="tablist" className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={tab.key !== active}
        >
          {tab.content}
        </div>
      ))}
    </>
  );
}
