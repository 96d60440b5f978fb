import type { ReactNode } from "react";
import type { EventIcon } from "../../contract/eventContent";

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/**
 * The app's set of event icons (EVENT_ICONS, contract/eventContent.ts): small line drawings on a 24 x 24 grid, chosen
 * by organisers for each event; `calendar` ("any event") is GENERIC_GLYPH.
 */
const EVENT_GLYPHS: Partial<Record<EventIcon, ReactNode>> = {
  flag: <path {...stroke} d="M5 21V3.5M5 4.5h11.5l-2.5 4 2.5 4H5" />,
  network: (
    <g {...stroke}>
      <circle cx="5" cy="6" r="2" />
      <circle cx="5" cy="18" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="6" r="2" />
      <circle cx="19" cy="18" r="2" />
      <path d="M6.7 7.1l3.6 3.8M6.7 16.9l3.6-3.8M13.7 10.9l3.6-3.8M13.7 13.1l3.6 3.8" />
    </g>
  ),
  speech: (
    <g {...stroke}>
      <path d="M4 5h16v11H10l-4 3.5V16H4z" />
      <path d="M8 9h8M8 12.5h5" />
    </g>
  ),
  eye: (
    <g {...stroke}>
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </g>
  ),
  sigma: <path {...stroke} d="M17.5 4.5H6.5l6 7.5-6 7.5h11" />,
  code: <path {...stroke} d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />,
  knot: (
    <g {...stroke}>
      <path d="M6.5 3.5h11M6.5 20.5h11" />
      <path d="M7.5 3.5c0 5 9 5 9 8.5s-9 3.5-9 8.5M16.5 3.5c0 5-9 5-9 8.5s9 3.5 9 8.5" />
    </g>
  ),
};

/** "Any event": a calendar page. */
const GENERIC_GLYPH = (
  <g {...stroke}>
    <rect x="4" y="5" width="16" height="15" rx="1.5" />
    <path d="M4 9.5h16M8.5 3v4M15.5 3v4" />
  </g>
);

export const eventGlyph = (icon: EventIcon): ReactNode => EVENT_GLYPHS[icon] ?? GENERIC_GLYPH;
