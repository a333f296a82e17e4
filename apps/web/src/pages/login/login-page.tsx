// /login (shell §2, §4): step one logs in by password or SMS code, step two picks the organisation.
// `?step=org` opens step two directly for a stored session (the partner flow sends users here).
import { LOGIN_TEXTS, type LoginResult, PRODUCT_NAME } from "@textbook/shared";
import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { logout } from "../../api/passports.ts";
import { useCaptchaGate } from "../../app/captcha/use-captcha-gate.tsx";
import { isLoggedOutState, session, useSession } from "../../app/session.ts";
import styles from "./login.module.css";
import { LoginLinks } from "./login-links.tsx";
import { hasCurrentOrg } from "./login-steps.ts";
import { LoginTabs } from "./login-tabs.tsx";
import { OrgStep } from "./org-step.tsx";
import { PasswordForm } from "./password-form.tsx";
import { SmsForm } from "./sms-form.tsx";

/** After 退出登录 the session ends here, once this page stands; the state goes so Back cannot repeat it. */
function useEndSessionOnArrival() {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedOut = isLoggedOutState(location.state);
  useEffect(() => {
    if (!loggedOut) return;
    session.clear();
    void navigate({ search: location.search }, { replace: true, state: null });
  }, [loggedOut, location.search, navigate]);
}

export function LoginPage() {
  const [search, setSearch] = useSearchParams();
  const { token } = useSession();
  const captcha = useCaptchaGate();
  const orgStep = search.get("step") === "org" && token !== null;
  useEndSessionOnArrival();

  function onLoggedIn(result: LoginResult): string | null {
    if (!hasCurrentOrg(result)) return LOGIN_TEXTS.noPermission;
    session.save(result);
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set("step", "org");
      return next;
    });
    return null;
  }

  function backToLogin() {
    // Leaving the picker ends the session it was opened with, on the server too.
    logout().catch(() => undefined);
    session.clear();
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete("step");
      return next;
    });
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <img src="/favicon.svg" alt="" className={styles.logo} />
          <span>{PRODUCT_NAME}</span>
        </div>
        <LoginLinks />
      </header>
      <main className={styles.main}>
        <section className={styles.card}>
          <h1 className={styles.title}>{orgStep ? LOGIN_TEXTS.chooseOrg : LOGIN_TEXTS.welcome}</h1>
          {orgStep ? (
            <OrgStep onBack={backToLogin} />
          ) : (
            <LoginTabs
              tabs={[
                {
                  key: "password",
                  label: LOGIN_TEXTS.passwordTab,
                  content: <PasswordForm captcha={captcha} onLoggedIn={onLoggedIn} />,
                },
                {
                  key: "sms",
                  label: LOGIN_TEXTS.smsTab,
                  content: <SmsForm captcha={captcha} onLoggedIn={onLoggedIn} />,
                },
              ]}
            />
          )}
        </section>
      </main>
      <footer className={styles.footer}>{LOGIN_TEXTS.footer}</footer>
      {captcha.modal}
    </div>
  );
}
