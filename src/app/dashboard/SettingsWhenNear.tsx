import { lazy, Suspense, useRef } from "react";
import { useShownOnApproach } from "../../lib/nearViewport";

const SettingsSections = lazy(() => import(/* webpackChunkName: "dashboard-settings" */ "./SettingsSections"));

/** The place the two sections hold before their code arrives (their headings and loading lines), so little moves. */
const RESERVED_PX = 400;

/**
 * The e-mail settings and the sessions, the overview's last sections, far below a phone's first screen: their code
 * (MUI's switches, the sessions' list and API) and their reads come once they are within half a screen, or as soon as
 * the participant scrolls or presses a key. `ready`: the sections above are laid out (the profile is shown).
 */
export default function SettingsWhenNear({ ready }: { ready: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const shown = useShownOnApproach(place, "50%", ready);
  const reserved = <div style={{ minHeight: RESERVED_PX }} />;
  return (
    <div ref={place} style={{ display: "grid", gap: 24 }}>
      {shown ? (
        <Suspense fallback={reserved}>
          <SettingsSections />
        </Suspense>
      ) : (
        reserved
      )}
    </div>
  );
}
