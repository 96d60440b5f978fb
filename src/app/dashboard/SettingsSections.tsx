import NotificationPrefsCard from "../../features/announcements/NotificationPrefsCard";
import SessionsCard from "../../features/dashboard/SessionsCard";

/** The overview's last sections, the account's settings: its e-mail settings and its signed-in sessions. */
export default function SettingsSections() {
  return (
    <>
      <NotificationPrefsCard />
      <SessionsCard />
    </>
  );
}
