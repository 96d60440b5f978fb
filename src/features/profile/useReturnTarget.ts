import { useSearchParams } from "react-router-dom";
import { paths, safeRedirect } from "../../config/paths";

/** Where to go once the profile is saved: the on-site `?next=` path, else the dashboard. */
export function useReturnTarget(): string {
  const [searchParams] = useSearchParams();
  return safeRedirect(searchParams.get("next"), paths.dashboard);
}
