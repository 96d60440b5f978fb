import { useEffect, useState } from "react";
import { useT } from "../../i18n/useT";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";
import { showErrorToast } from "../../lib/toast";
import { providerErrorMessage } from "./providerErrors";

export type ProviderAccount =
  { state: "loading" } | { state: "ready"; providerId: string | null; email: string | null } | { state: "failed" };

/** How the current participant signs in at the provider (decides whether there is a password to change). */
export function useProviderAccount(): ProviderAccount {
  const t = useT();
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
        showErrorToast(providerErrorMessage(error, t));
      });
    return () => {
      active = false;
    };
    // Once, when the page opens: a change of language later does not ask the provider again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return account;
}
