import { type ReactNode, Suspense, useRef } from "react";
import { useShownOnApproach } from "../lib/nearViewport";

interface Props {
  /** The height held before the part's code and first answer arrive (its heading and loading line), so little moves. */
  reservePx: number;
  /** The parts above are laid out: watched only from then on (useShownOnApproach). */
  ready: boolean;
  /** The part, usually a `lazy` component whose code is a chunk of its own. */
  children: ReactNode;
}

/**
 * A part of a page below a phone's first screen: its code and its reads come once it is within half a screen, or as
 * soon as the reader scrolls or presses a key (src/lib/nearViewport.ts). Until then, and while its code arrives, it
 * holds `reservePx`.
 */
export default function ShownOnApproach({ reservePx, ready, children }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const shown = useShownOnApproach(place, "50%", ready);
  const reserved = <div style={{ minHeight: reservePx }} />;
  return (
    <div ref={place} style={{ display: "grid", gap: 24 }}>
      {shown ? <Suspense fallback={reserved}>{children}</Suspense> : reserved}
    </div>
  );
}
