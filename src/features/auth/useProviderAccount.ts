import { useEffect, useState } from "react";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";
import { showErrorToast } from "../../lib/toast";
import { providerErrorMessage } from "./providerErrors";

export type ProviderAccount =
  { state: "loading" } | { state: "ready"; providerId: string | null; email: string | null } | { state: "failed" };

/** How the current participant signs in at the provider (decides whether there is a password to change). */
export function useProviderAccount(): ProviderAccount {
  const [account, setAccount] = useState<ProviderAccount>({ state: "loading" });
  useEffect(() => {
    let active = true;
    loadIdentityProvider()
      .then(async (provider) => {
        const [providerId, email] = await Promise.all([provider.currentProviderId(), provider.currentEmail()]);
        if (active) setAccount({ state: "ready", providerId, email });
      })
      .catch((error: unknown) => {
        if (!active) return;
        setAccount({ state: "failed" });
        showErrorToast(providerErrorMessage(error));
      });
    return () => {
      active = false;
    };
  }, []);
  return account;
}
