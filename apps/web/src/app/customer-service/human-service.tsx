// 在线客服 → 人工客服 (issue 15 §5): the contact SYS_ADMIN configured (phone, hours, QR image, link).
// Shared by the frame's top bar and the login page's help menu, which loads it only when chosen.
// Nothing configured, or the contact cannot be read, reads 在线客服暂时无法链接 (shell §8).
import { PhoneOutlined } from "@ant-design/icons";
import { CUSTOMER_SERVICE_TEXTS, type CustomerService, LOGIN_TEXTS } from "@textbook/shared";
import { Button } from "antd";
import { fetchCustomerService } from "../../api/agreements.ts";
import styles from "./human-service.module.css";

/** The configured contact, or null when there is none to show (unset or unreachable). */
export async function loadHumanService(): Promise<CustomerService | null> {
  const contact = await fetchCustomerService().catch(() => null);
  return contact && (contact.phone || contact.qrImageUrl || contact.linkUrl) ? contact : null;
}

/** Opens the service page in a new tab; false when the browser refused (the caller says unavailable). */
export function openServiceLink(url: string): boolean {
  return window.open(url, "_blank", "noopener") !== null;
}

export function HumanServiceContact(props: { contact: CustomerService; onUnavailable: () => void }) {
  const { contact, onUnavailable } = props;
  const T = CUSTOMER_SERVICE_TEXTS;
  return (
    <section className={styles.contact} aria-label={LOGIN_TEXTS.humanService}>
      {contact.phone && (
        <p>
          <PhoneOutlined aria-hidden /> {T.phone}：
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
        </p>
      )}
      {contact.hours && (
        <p>
          {T.hours}：{contact.hours}
        </p>
      )}
      {contact.qrImageUrl && (
        <figure className={styles.qr}>
          <img src={contact.qrImageUrl} alt={T.qrImage} onError={onUnavailable} />
          <figcaption>{T.qrHint}</figcaption>
        </figure>
      )}
      {contact.linkUrl && (
        <Button
          type="primary"
          onClick={() => {
            if (contact.linkUrl && !openServiceLink(contact.linkUrl)) onUnavailable();
          }}
        >
          {T.open}
        </Button>
      )}
    </section>
  );
}
