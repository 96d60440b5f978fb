import type { ReactNode } from "react";

/**
 * A line drawing on a 24 x 24 grid in the text's colour. Decorative: the text or the label next to it names it.
 * The site's own icons are drawn this way, so the first page needs no icon library.
 */
export default function LineIcon({
  children,
  size = 24,
  className,
}: {
  children: ReactNode;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
