import {
  Component,
  type ComponentType,
  lazy,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  useRef,
  useState,
} from "react";
import { useT } from "../i18n/useT";
import { isChunkLoadError } from "../lib/chunkLoadError";
import { useShownOnApproach } from "../lib/nearViewport";
import RetryAlert from "./RetryAlert";

interface Props {
  /** The height held before the part's code and first answer arrive (its heading and loading line), so little moves. */
  reservePx: number;
  /** The parts above are laid out: watched only from then on (useShownOnApproach). */
  ready: boolean;
  /** The part's code, usually a chunk of its own; asked for again on a retry. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Where the part's code could not be downloaded (offline): says so, and asks again on Retry or once back online. */
function NotDownloaded({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <RetryAlert severity="warning" onRetry={onRetry}>
      {t("ui.partNotDownloaded")}
    </RetryAlert>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches the part's failed download, so the rest of the page stays (the page's own boundary would replace all of it);
 * anything else the part throws goes on to the page's boundary, as before.
 */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private retry = () => this.props.onRetry();

  componentDidUpdate() {
    if (this.state.error !== null) window.addEventListener("online", this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener("online", this.retry);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    if (!isChunkLoadError(this.state.error)) throw this.state.error;
    return <NotDownloaded onRetry={this.props.onRetry} />;
  }
}

type Load = Props["load"];
const parts = new WeakMap<Load, LazyExoticComponent<ComponentType>>();

/**
 * The part's lazy component, one per `load` for the whole app, so a part that came once renders at once when the page
 * is shown again. A failed download is forgotten (React would keep its error): the next ask makes a new one.
 */
function partOf(load: Load): LazyExoticComponent<ComponentType> {
  let part = parts.get(load);
  if (!part) {
    part = lazy(() =>
      load().catch((error: unknown) => {
        parts.delete(load);
        throw error;
      }),
    );
    parts.set(load, part);
  }
  return part;
}

/**
 * A part of a page below a phone's first screen: its code and its reads come once it is within half a screen, or as
 * soon as the reader scrolls or presses a key (src/lib/nearViewport.ts). Until then, and while its code arrives, it
 * holds `reservePx`. A download that fails (offline) is told in the part's place, and tried again on Retry or when the
 * browser is back online; the rest of the page works on.
 */
export default function ShownOnApproach({ reservePx, ready, load }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const shown = useShownOnApproach(place, "50%", ready);
  // A new lazy component per attempt (React keeps a failed one's error), and a new boundary with it.
  const [{ Part, attempt }, setPart] = useState(() => ({ Part: partOf(load), attempt: 0 }));
  const retry = () => setPart((last) => ({ Part: partOf(load), attempt: last.attempt + 1 }));
  const reserved = <div style={{ minHeight: reservePx }} />;
  return (
    <div ref={place} style={{ display: "grid", gap: 24 }}>
      {shown ? (
        <PartBoundary key={attempt} onRetry={retry}>
          <Suspense fallback={reserved}>
            <Part />
          </Suspense>
        </PartBoundary>
      ) : (
        reserved
      )}
    </div>
  );
}
