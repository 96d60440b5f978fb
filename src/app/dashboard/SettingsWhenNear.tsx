import { withMessages } from "../../i18n/catalogues";
import ShownOnApproach from "../../ui/ShownOnApproach";

// Their code with their words (the dashboard's sections shown on approach).
const loadSettingsSections = () =>
  withMessages(import(/* webpackChunkName: "dashboard-settings" */ "./SettingsSections"), ["dashboardMore"]);

/**
 * The e-mail settings and the sessions, the overview's last sections, far below a phone's first screen: their code
 * (MUI's switches, the sessions' list and API) and their reads come once they are near (ShownOnApproach). `ready`: the
 * sections above are laid out (the profile is shown).
 */
export default function SettingsWhenNear({ ready }: { ready: boolean }) {
  return <ShownOnApproach reservePx={400} ready={ready} load={loadSettingsSections} />;
}
