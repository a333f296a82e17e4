// /m: a welcome and the entries the user's roles show, as cards to open.
import { MANAGE_TEXTS, manageMenuFor } from "@textbook/shared";
import { Card, Empty } from "antd";
import { Link } from "react-router";
import { useSession } from "../../app/session.ts";
import styles from "./manage.module.css";

export function ManageHome() {
  const { user } = useSession();
  const entries = user ? manageMenuFor(user) : [];
  return (
    <section>
      <h2 className={styles.homeTitle}>{MANAGE_TEXTS.home}</h2>
      <p className={styles.homeHint}>{entries.length ? MANAGE_TEXTS.homeHint : null}</p>
      {entries.length === 0 ? (
        <Empty description={MANAGE_TEXTS.noEntries} />
      ) : (
        <ul className={styles.homeCards}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.path}>
                <Card hoverable size="small">
                  {entry.label}
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
