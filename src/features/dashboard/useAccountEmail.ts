import { useEffect, useState } from "react";
import type { Profile } from "../../../contract/profile";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";

/**
 * The participant's e-mail: the profile's, or, from a server whose profile has none (the original 2020 backend), the
 * one the identity provider signed them in with. Empty while neither is known.
 */
export function useAccountEmail(profile: Profile): string {
  const [fromProvider, setFromProvider] = useState<string | null>(null);
  const missing = !profile.email;
  useEffect(() => {
    if (!missing) return;
    let active = true;
    loadIdentityProvider()
      .then((provider) => provider.currentEmail())
      .then((email) => {
        if (active) setFromProvider(email);
      })
      .catch(() => {
        // Without the provider the address is simply not shown; nothing the participant can act on.
      });
    return () => {
      active = false;
    };
  }, [missing]);
  return profile.email || fromProvider || "";
}
