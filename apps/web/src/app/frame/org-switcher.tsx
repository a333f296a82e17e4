// The organisation switcher of the top bar (shell §2, §4): a searchable, scrolling list; choosing
// one switches the session and reloads the book list.
import { CheckOutlined, SearchOutlined, SwapOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { FRAME_TEXTS, formatMessage, LOGIN_TEXTS, type OrgListItem, UI } from "@textbook/shared";
import { Button, Dropdown, Empty, Input, Spin } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { switchOrg } from "../../api/passports.ts";
import { toast } from "../global/toast.ts";
import { session } from "../session.ts";
import styles from "./frame.module.css";
import { matchesOrg } from "./frame-rules.ts";

export function OrgSwitcher({ orgs, currentOrgId }: { orgs: OrgListItem[]; currentOrgId: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [switching, setSwitching] = useState<string | null>(null);
  const shown = orgs.filter((org) => matchesOrg(org, keyword));

  async function choose(org: OrgListItem) {
    if (org.oid === currentOrgId) {
      setOpen(false);
      return;
    }
    setSwitching(org.oid);
    try {
      session.save(await switchOrg(org.oid));
      setOpen(false);
      await queryClient.invalidateQueries();
      navigate("/f/books/list");
      toast.success(formatMessage(FRAME_TEXTS.orgSwitched, { name: org.name }));
    } catch {
      // The global error panel has already explained the failure.
    } finally {
      setSwitching(null);
    }
  }

  const panel = (
    <div
      className={styles.switcher}
      style={{ width: UI.orgSwitcherWidth }}
      role="dialog"
      aria-label={FRAME_TEXTS.switchOrg}
    >
      <Input
        allowClear
        autoFocus
        prefix={<SearchOutlined aria-hidden />}
        placeholder={FRAME_TEXTS.orgSearchPlaceholder}
        aria-label={FRAME_TEXTS.orgSearchPlaceholder}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <ul
        className={styles.switcherList}
        style={{ maxHeight: UI.orgSwitcherMaxHeight }}
        aria-label={FRAME_TEXTS.switchOrg}
      >
        {shown.map((org) => (
          <li key={org.oid}>
            <button
              type="button"
              className={org.oid === currentOrgId ? styles.switcherCurrent : styles.switcherItem}
              onClick={() => choose(org)}
              disabled={switching !== null}
            >
              <span className={styles.switcherName}>
                <span>{org.orgName.name}</span>
                {org.orgName.parentName && (
                  <span className={styles.switcherParent}>{org.orgName.parentName}</span>
                )}
              </span>
              {switching === org.oid ? (
                <Spin size="small" />
              ) : (
                org.oid === currentOrgId && <CheckOutlined aria-hidden />
              )}
            </button>
          </li>
        ))}
        {shown.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={LOGIN_TEXTS.orgNoMatch} />
        )}
      </ul>
    </div>
  );

  return (
    <Dropdown
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setKeyword("");
      }}
      trigger={["click"]}
      popupRender={() => panel}
      placement="bottomRight"
    >
      <Button type="text" icon={<SwapOutlined aria-hidden />}>
        {FRAME_TEXTS.switchOrg}
      </Button>
    </Dropdown>
  );
}
