import type { AnchorHTMLAttributes, MouseEvent, Ref } from "react";
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from "react-router-dom";

/**
 * A link to a page of this site, followed without reloading the page. The address and the click are React Router's
 * own (`useHref`, `useLinkClickHandler`: a plain left click navigates in the app; a click with a modifier key, the
 * middle button or another `target` is left to the browser, so "open in a new tab" works). Router's `Link` adds route
 * prefetching and route discovery for its framework mode, which this app does not use: its code (about 2 KB gzip) was
 * on every page, the visitor's first one included. `no-restricted-imports` keeps the app on these two.
 */
export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replaces the current entry of the history instead of adding one. */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function SiteLink({ to, replace, state, target, onClick, ref, ...rest }: SiteLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={click} />;
}

interface SiteNavLinkProps extends SiteLinkProps {
  /** Current only on this very page, not on the pages under it (`/dashboard`, not `/dashboard/events`). */
  end?: boolean;
}

/** Whether `pathname` is the page `to` leads to or (unless `end`) a page under it, as Router's `NavLink` decides. */
export function isCurrentPath(pathname: string, to: string, end: boolean) {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  if (end || !here.startsWith(target)) return false;
  const next = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here.charAt(next) === "/";
}

/**
 * A link in a navigation bar: marked `aria-current="page"` while its page (or, unless `end`, one under it) is open,
 * which the bar's styles show.
 */
export function SiteNavLink({ end = false, to, ...rest }: SiteNavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to);
  return (
    <SiteLink {...rest} to={to} aria-current={isCurrentPath(pathname, target.pathname, end) ? "page" : undefined} />
  );
}
