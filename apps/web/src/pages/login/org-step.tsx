// Step two of login (shell §4): pick the organisation to work in. States LOADING, LOADED, LOADFAILED.
import { SearchOutlined } from "@ant-design/icons";
import { LOGIN_TEXTS, type OrgListItem, UI } from "@textbook/shared";
import { Button, Spin } from "antd";
import { type FormEvent, useCallback, useEffect, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { session } from "../../app/session.ts";
import { Input } from "./inputs.ts";
import { loadOrgCalls, loadPassportCalls } from "./load-calls.ts";
import styles from "./login.module.css";
import { landingPath, needsOrgPicker } from "./login-steps.ts";
import { filterOrgs, keepSelection } from "./org-filter.ts";
import { ErrorLine, FailureBlock } from "./status-message.tsx";

type LoadState = "LOADING" | "LOADED" | "LOADFAILED";

export function OrgStep({ onBack }: { onBack(): void }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [state, setState] = useState<LoadState>("LOADING");
  const [orgs, setOrgs] = useState<OrgListItem[]>([]);
  const [keyword, setKeyword] = useState("");
  const [selected, setSelected] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const target = landingPath(session.get().user, search);

  const load = useCallback(() => {
    setState("LOADING");
    loadOrgCalls()
      .then(({ fetchMyOrgs }) => fetchMyOrgs(undefined, { bypassError: true }))
      .then(
        (list) => {
          if (!needsOrgPicker(list.items.length)) {
            navigate(target, { replace: true });
            return;
          }
          setOrgs(list.items);
          setState("LOADED");
        },
        () => setState("LOADFAILED"),
      );
  }, [navigate, target]);

  useEffect(load, [load]);

  const visible = useMemo(() => filterOrgs(orgs, keyword), [orgs, keyword]);
  const chosen = keepSelection(selected, visible);

  async function enter(event: FormEvent) {
    event.preventDefault();
    if (!chosen || entering) return;
    setEntering(true);
    setMessage(null);
    try {
      const { switchOrg } = await loadPassportCalls();
      session.save(await switchOrg(chosen, { bypassError: true }));
      navigate(target, { replace: true });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : null);
      setEntering(false);
    }
  }

  if (state === "LOADING") {
    return (
      <div className={styles.orgCentre}>
        <Spin size="large" />
      </div>
    );
  }
  if (state === "LOADFAILED") {
    return (
      <FailureBlock
        title={LOGIN_TEXTS.orgLoadFailed}
        action={
          <Button type="primary" onClick={load}>
            {LOGIN_TEXTS.reload}
          </Button>
        }
      />
    );
  }
  return (
    <form onSubmit={enter} className={styles.orgForm}>
      <Input
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden className={styles.fieldIcon} />}
        placeholder={LOGIN_TEXTS.orgSearchPlaceholder}
        // Focus inside the form, so Enter submits this step right after the login step.
        autoFocus
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <div className={styles.orgList} style={{ maxHeight: UI.orgSwitcherMaxHeight }}>
        {visible.length === 0 ? (
          <div className={styles.orgEmpty}>{LOGIN_TEXTS.orgNoMatch}</div>
        ) : (
          <div role="radiogroup" aria-label={LOGIN_TEXTS.chooseOrg}>
            {visible.map((org) => (
              <label key={org.oid} className={org.oid === chosen ? styles.orgChecked : styles.orgOption}>
                <input
                  type="radio"
                  name="org"
                  value={org.oid}
                  checked={org.oid === chosen}
                  onChange={() => setSelected(org.oid)}
                />
                <span>{org.fullName}</span>
              </label>
            ))}
          </div>
        )}
      </div>
      {message && <ErrorLine>{message}</ErrorLine>}
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        block
        disabled={!chosen}
        loading={entering}
        autoInsertSpace={false}
      >
        {LOGIN_TEXTS.enter}
      </Button>
      <Button type="link" block onClick={onBack} className={styles.back} autoInsertSpace={false}>
        {LOGIN_TEXTS.back}
      </Button>
    </form>
  );
}
