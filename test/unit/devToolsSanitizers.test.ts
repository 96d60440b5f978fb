import { compose, type StoreEnhancer, type UnknownAction } from "@reduxjs/toolkit";
import { http, HttpResponse } from "msw";
import type { tokenChangedElsewhere as TokenChangedElsewhere } from "../../src/api/sessionEvents";
import type { makeStore as MakeStore } from "../../src/app/store";
import type { authApi as AuthApi } from "../../src/features/auth/authApi";
import { apiUrl } from "../msw/apiUrl";
import { server } from "../msw/server";

interface DevToolsOptions {
  name?: string;
  stateSanitizer?: <S>(state: S, index: number) => S;
  actionSanitizer?: <A extends UnknownAction>(action: A, id: number) => A;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (options: DevToolsOptions) => typeof compose;
  }
}

const TOKEN = "0123456789abcdef0123456789abcdef01234567";
const ID_TOKEN = "provider-id-token";

/** The app's store as the DevTools extension sees it: the options it is given and every action that reaches it. */
async function storeUnderDevTools() {
  let options: DevToolsOptions = {};
  const actions: UnknownAction[] = [];
  const record: StoreEnhancer = (next) => (reducer, preloaded) => {
    const store = next(reducer, preloaded);
    return {
      ...store,
      dispatch: ((action: Parameters<typeof store.dispatch>[0]) => {
        actions.push(action as UnknownAction);
        return store.dispatch(action);
      }) as typeof store.dispatch,
    };
  };
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (given) => {
    options = given;
    return ((...enhancers: StoreEnhancer[]) => compose(...enhancers, record)) as typeof compose;
  };
  let modules: {
    makeStore: typeof MakeStore;
    authApi: typeof AuthApi;
    tokenChangedElsewhere: typeof TokenChangedElsewhere;
  } = {} as never;
  // The toolkit looks for the extension when it loads: load the app's modules with the extension in place.
  await jest.isolateModulesAsync(async () => {
    modules = {
      makeStore: (await import("../../src/app/store")).makeStore,
      authApi: (await import("../../src/features/auth/authApi")).authApi,
      tokenChangedElsewhere: (await import("../../src/api/sessionEvents")).tokenChangedElsewhere,
    };
  });
  delete window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  const store = modules.makeStore();
  const sanitizeState = <S>(state: S) => (options.stateSanitizer ? options.stateSanitizer(state, 0) : state);
  const sanitizeAction = (action: UnknownAction) =>
    options.actionSanitizer ? options.actionSanitizer(action, 0) : action;
  return { ...modules, store, actions, options, sanitizeState, sanitizeAction };
}

describe("what Redux DevTools are shown", () => {
  beforeEach(() => {
    server.use(http.post(apiUrl("login/"), () => HttpResponse.json({ token: TOKEN, user_id: 7 })));
  });

  it("stays on in every build, under the app's name", async () => {
    const { options } = await storeUnderDevTools();
    expect(options.name).toBe("Codefest '20");
  });

  it("masks the session token in the state and keeps the rest", async () => {
    const { store, authApi, sanitizeState } = await storeUnderDevTools();
    await store.dispatch(authApi.endpoints.login.initiate({ id_token: ID_TOKEN }));
    expect(store.getState().auth.token).toBe(TOKEN);

    const shown = sanitizeState(store.getState());
    expect(JSON.stringify(shown)).not.toContain(TOKEN);
    expect(JSON.stringify(shown)).not.toContain(ID_TOKEN);
    expect(shown.auth).toEqual({ ...store.getState().auth, token: "[token]" });
    expect(shown.theme).toEqual(store.getState().theme);
    const mutation = Object.values(shown.api.mutations)[0];
    expect(mutation).toMatchObject({ endpointName: "login", data: { token: "[token]", user_id: 7 } });
    // The store itself still holds the real token: only what DevTools show is masked.
    expect(store.getState().auth.token).toBe(TOKEN);
  });

  it("masks the token in every action: the login's answer and arguments, and a token taken from another tab", async () => {
    const { store, authApi, tokenChangedElsewhere, actions, sanitizeAction } = await storeUnderDevTools();
    await store.dispatch(authApi.endpoints.login.initiate({ id_token: ID_TOKEN }));
    store.dispatch(tokenChangedElsewhere("another-tabs-token"));

    const shown = actions.map(sanitizeAction);
    expect(JSON.stringify(shown)).not.toMatch(new RegExp(`${TOKEN}|${ID_TOKEN}|another-tabs-token`));
    const fulfilled = shown.find((action) => authApi.endpoints.login.matchFulfilled(action));
    expect(fulfilled).toMatchObject({
      payload: { token: "[token]", user_id: 7 },
      meta: { arg: { endpointName: "login", originalArgs: { id_token: "[token]" } } },
    });
    expect(shown.at(-1)).toEqual({ type: "auth/tokenChangedElsewhere", payload: "[token]" });
  });

  it("masks an Authorization header wherever an action carries one", async () => {
    const { sanitizeAction } = await storeUnderDevTools();
    const action = { type: "some/action", meta: { headers: { Authorization: `Token ${TOKEN}`, Accept: "json" } } };
    expect(sanitizeAction(action)).toEqual({
      type: "some/action",
      meta: { headers: { Authorization: "[token]", Accept: "json" } },
    });
  });
});
