import { paths } from "./paths";

/** /profile/edit that returns to `from` once saved. */
export const profileEditLink = (from: string) => `${paths.profileEdit}?next=${encodeURIComponent(from)}`;
