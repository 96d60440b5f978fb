import type { EventIcon as IconKey } from "../../../contract/eventContent";
import { eventGlyph } from "../../ui/eventGlyphs";
import LineIcon from "../../ui/LineIcon";

/** An event's icon; decorative, since the event's title always stands next to it. */
export default function EventIcon({ name, size }: { name: IconKey; size: number }) {
  return <LineIcon size={size}>{eventGlyph(name)}</LineIcon>;
}
