import LineIcon from "../../ui/LineIcon";

/** The event page's link icons, drawn like the layout's (src/ui/icons.tsx) so the page needs no icon library. */

export const MailIcon = () => (
  <LineIcon size={20}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
    <path d="m4 6.5 8 6 8-6" />
  </LineIcon>
);

export const OpenInNewIcon = ({ className }: { className?: string }) => (
  <LineIcon size={20} className={className}>
    <path d="M13.5 4.5h6v6M19.5 4.5 11 13M17.5 13.5v5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1h5" />
  </LineIcon>
);
