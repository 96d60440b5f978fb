import { setIdentityProviderLoader } from "../../../src/lib/identity/identityProvider";
import { resetAuthApi } from "../../msw/handlers/auth";
import { FakeIdentityProvider } from "./fakeIdentityProvider";

/** A fresh fake provider and fake festival accounts for each test; Firebase is never loaded. */
export function installFakeIdentityProvider(): () => FakeIdentityProvider {
  let provider = new FakeIdentityProvider();
  let restore: () => void = () => undefined;
  beforeEach(() => {
    resetAuthApi();
    window.sessionStorage.clear();
    provider = new FakeIdentityProvider();
    restore = setIdentityProviderLoader(async () => provider);
  });
  afterEach(() => restore());
  return () => provider;
}
