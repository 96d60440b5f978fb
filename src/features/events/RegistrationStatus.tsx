import type { MessageKey } from "../../i18n/catalogues";
import Message from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./events.module.css";
import type { FestivalEvent } from "./eventsSlice";
import type { LiveStatusProblem } from "./useFestivalEvents";

interface Props {
  event: FestivalEvent;
  isLoggedIn: boolean;
  /** Why the server's event list is missing (and no cached copy): said in the status's own place. */
  problem: LiveStatusProblem | null;
}

const PROBLEM_TEXT: Record<LiveStatusProblem, MessageKey> = {
  "sign-in": "registration.signInToSee",
  unavailable: "registration.unavailable",
};

/**
 * What the server says about an event: registration open or closed, and the user's team. Nothing before it answers;
 * a short note if it cannot. Its row keeps its height either way, so nothing below it moves (CLS).
 */
export default function RegistrationStatus({ event, isLoggedIn, problem }: Props) {
  const t = useT();
  const server = event.server;
  if (!server) {
    return problem ? <p className={`${ui.small} ${ui.muted}`}>{t(PROBLEM_TEXT[problem])}</p> : null;
  }
  const team = isLoggedIn ? server.team : null;
  return (
    <div className={styles.chips}>
      <span className={server.is_registration_on ? `${styles.chip} ${styles.open}` : styles.chip}>
        {t(server.is_registration_on ? "registration.open" : "registration.closed")}
      </span>
      {/* A long team name is cut short with an ellipsis inside the chip; the whole name is its tooltip. */}
      {team && (
        <span className={`${styles.chip} ${styles.team}`} title={t("registration.yourTeam", { name: team.name })}>
          <Message id="registration.yourTeam" values={{ name: <bdi>{team.name}</bdi> }} />
        </span>
      )}
    </div>
  );
}
