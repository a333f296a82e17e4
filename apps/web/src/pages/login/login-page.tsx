// /login (shell §2, §4): step one logs in by password or SMS code, step two picks the organisation.
// `?step=org` opens step two directly for a stored session (the partner flow sends users here).
// `?step=password` comes first when the password was chosen by someone else (must be changed).
import { LOGIN_TEXTS, type LoginResult, PRODUCT_NAME } from "@textbook/shared";
import { lazy, Suspense, useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useCaptchaGate } from "../../app/captcha/use-captcha-gate.tsx";
import { isLoggedOutState, session, toStoredUser, useSession } from "../../app/session.ts";
import { loadOrgStep, loadPassportCalls, loadPasswordSeal } from "./load-calls.ts";
import styles from "./login.module.css";
import { LoginLinks } from "./login-links.tsx";
import { mayLogIn } from "./login-steps.ts";
import { LoginTabs } from "./login-tabs.tsx";
import { PasswordForm } from "./password-form.tsx";
import { SmsForm } from "./sms-form.tsx";

// Rarely needed, so out of the login page's code (its budget): loaded when the step opens.
const ChangePasswordStep = lazy(() => import("../account/change-password-step.tsx"));
// Step two comes after a login: its code is fetched once the page stands (usePrefetchCalls).
const OrgStep = lazy(async () => ({ default: (await loadOrgStep()).OrgStep }));

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

/**
 * The calls' code loads once the page has painted, not at the first click: a connection that drops
 * while the user types then still reaches the client's own 网络异常 message instead of a failed chunk.
 */
function usePrefetchCalls() {
  useEffect(() => {
    loadPassportCalls().catch(() => undefined);
    loadPasswordSeal().catch(() => undefined);
    loadOrgStep().catch(() => undefined);
  }, []);
}

export function LoginPage() {
  const [search, setSearch] = useSearchParams();
  const { token } = useSession();
  const captcha = useCaptchaGate();
  const orgStep = search.get("step") === "org" && token !== null;
  const passwordStep = search.get("step") === "password" && token !== null;
  useEndSessionOnArrival();
  usePrefetchCalls();

  function onLoggedIn(result: LoginResult): string | null {
    // The server refuses everything but the change until it is made: that step comes first.
    if (result.mustChangePassword) {
      session.save(result);
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set("step", "password");
        return next;
      });
      return null;
    }
    if (!mayLogIn(toStoredUser(result))) return LOGIN_TEXTS.noPermission;
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
    loadPassportCalls()
      .then(({ logout }) => logout())
      .catch(() => undefined);
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
          <h1 className={styles.title}>
            {passwordStep
              ? LOGIN_TEXTS.changePassword
              : orgStep
                ? LOGIN_TEXTS.chooseOrg
                : LOGIN_TEXTS.welcome}
          </h1>
          {passwordStep ? (
            <Suspense fallback={null}>
              <ChangePasswordStep onChanged={onLoggedIn} onLogout={backToLogin} />
            </Suspense>
          ) : orgStep ? (
            <Suspense fallback={null}>
              <OrgStep onBack={backToLogin} />
            </Suspense>
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
