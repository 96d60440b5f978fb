import LineIcon from "./LineIcon";

/** The layout's icons (header, theme switch, notices, links onwards). */

export const MenuIcon = () => (
  <LineIcon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);

export const CloseIcon = () => (
  <LineIcon>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);

export const MoonIcon = () => (
  <LineIcon>
    <path d="M19.5 14.2A7.8 7.8 0 0 1 9.8 4.5a7.8 7.8 0 1 0 9.7 9.7z" />
  </LineIcon>
);

export const SunIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.8v2M12 19.2v2M2.8 12h2M19.2 12h2M5.5 5.5l1.4 1.4M17.1 17.1l1.4 1.4M5.5 18.5l1.4-1.4M17.1 6.9l1.4-1.4" />
  </LineIcon>
);

export const DashboardIcon = () => (
  <LineIcon size={20}>
    <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
  </LineIcon>
);

export const LogoutIcon = () => (
  <LineIcon size={20}>
    <path d="M10 4.5H6A1.5 1.5 0 0 0 4.5 6v12A1.5 1.5 0 0 0 6 19.5h4M15 8l4 4-4 4M19 12H9.5" />
  </LineIcon>
);

export const WarningIcon = () => (
  <LineIcon size={22}>
    <path d="M12 4 2.8 19.5h18.4zM12 10v4.5M12 17.2v.1" />
  </LineIcon>
);

export const ArrowForwardIcon = ({ className }: { className?: string }) => (
  <LineIcon size={20} className={className}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </LineIcon>
);
