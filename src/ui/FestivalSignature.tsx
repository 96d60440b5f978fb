import type { Festival } from "../../contract/eventContent";
import { inLanguage } from "../../contract/languages";
import { useLanguage } from "../i18n/LanguageContext";
import Message from "../i18n/Message";
import { useT } from "../i18n/useT";
import * as styles from "./FestivalSignature.module.css";
import * as ui from "./ui.module.css";

const mailLink = (address: string) => (
  <a className={ui.link} href={`mailto:${address}`}>
    {address}
  </a>
);

/**
 * The festival's identity as the footer says it: its title, edition and host and its contact addresses (its social links
 * are for mail and the API, not the footer: a first visit's bytes).
 * The footer shows the published one; the console's editor previews a draft with this same component.
 */
export default function FestivalSignature({ festival }: { festival: Festival }) {
  const t = useT();
  const language = useLanguage();
  return (
    <>
      <p className={styles.brand}>{festival.title}</p>
      <p className={`${ui.small} ${ui.muted}`}>
        {t("footer.edition", {
          year: festival.year,
          festival: festival.name,
          host: inLanguage(festival.host, language),
        })}
      </p>
      <p className={`${ui.small} ${styles.contacts}`}>
        <Message
          id="footer.contacts"
          values={{
            contact: mailLink(festival.contact_email),
            partners: mailLink(festival.sponsor_email ?? festival.contact_email),
          }}
        />
      </p>
    </>
  );
}
