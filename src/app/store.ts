import {
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Reducer,
  type UnknownAction,
} from "@reduxjs/toolkit";
import type { ApiArrival } from "../api/api";
import { whenApiArrives } from "../api/apiArrival";
import { FESTIVAL } from "../content/festival";
import { registerApiListeners } from "./apiListeners";
import { sanitizeAction, sanitizeState } from "./devToolsSanitizers";
import { listenerMiddleware } from "./listenerMiddleware";
import { registerListeners } from "./listeners";
import { rootReducer, type RootDispatch, type RootState } from "./rootReducer";

export type { RootState };

/** Middleware that arrives after the store is made: RTK Query's, with the API's code. */
const lateMiddleware = createDynamicMiddleware<RootState, RootDispatch>();

/** Dispatched to every store when the API arrives, so its slice holds the API's initial state before any page reads it. */
const apiArrived = createAction("app/apiArrived");

// The reducer and middleware are shared by every store, so they are taken in once; each store then gets the rest.
whenApiArrives<ApiArrival>(({ api }) => {
  rootReducer.inject(api);
  lateMiddleware.addMiddleware(api.middleware);
  registerApiListeners(api);
});

export function makeStore(preloadedState?: Partial<RootState>) {
  registerListeners();
  const store = configureStore({
    // Typed with the API's slice: only code that imported the API reads it, and then it is there (src/app/rootReducer.ts).
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    // Organisers debug live state, so DevTools stay on in every build, with every token masked.
    devTools: { name: FESTIVAL.shortTitle, stateSanitizer: sanitizeState, actionSanitizer: sanitizeAction },
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(lateMiddleware.middleware),
  });
  whenApiArrives<ApiArrival>(({ setupListeners }) => {
    store.dispatch(apiArrived());
    setupListeners(store.dispatch);
  });
  return store;
}

/**
 * The state a store made from `preloadedState` starts in, every slice (the API's too, once it has arrived) at its
 * initial state: what a pre-rendered page was rendered from (src/prerender.tsx). The app adopts the page from this
 * state, whatever has arrived meanwhile (an API answer), and then renders the store's own state.
 */
export function firstRenderState(preloadedState?: Partial<RootState>): RootState {
  return rootReducer(preloadedState as RootState | undefined, { type: "app/firstRender" }) as RootState;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
