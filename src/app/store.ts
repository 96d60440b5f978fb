import { configureStore } from "@reduxjs/toolkit";
import { setupListeners } from "@reduxjs/toolkit/query";
import { api } from "../api/api";
import { sanitizeAction, sanitizeState } from "./devToolsSanitizers";
import { listenerMiddleware } from "./listenerMiddleware";
import { registerListeners } from "./listeners";
import { rootReducer, type RootState } from "./rootReducer";

export type { RootState };

export function makeStore(preloadedState?: Partial<RootState>) {
  registerListeners();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Organisers debug live state, so DevTools stay on in every build, with every token masked.
    devTools: { name: "Codefest '20", stateSanitizer: sanitizeState, actionSanitizer: sanitizeAction },
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
