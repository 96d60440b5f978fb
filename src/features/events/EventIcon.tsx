import type { SvgIconProps } from "@mui/material";
import { SvgIcon } from "@mui/material";
import type { EventName } from "../../content/eventTypes";
import { EVENT_GLYPHS } from "../../ui/eventGlyphs";

/** An event's icon; decorative, since the event's title always stands next to it. */
export default function EventIcon({ name, ...props }: { name: EventName } & SvgIconProps) {
  return (
    <SvgIcon aria-hidden focusable="false" viewBox="0 0 24 24" {...props}>
      {EVENT_GLYPHS[name]}
    </SvgIcon>
  );
}
