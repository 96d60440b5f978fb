import { Provider } from "react-redux";
import { RouterProvider } from "react-router-dom";
import type { createBrowserRouter } from "react-router-dom";
import { useCrossTabSession } from "../features/auth/useCrossTabSession";
import type { AppStore } from "./store";
import ThemeRoot from "./ThemeRoot";
import ToastHost from "./ToastHost";

type Router = ReturnType<typeof createBrowserRouter>;

/** Effects that belong to the whole app rather than a page. */
function SessionWatch() {
  useCrossTabSession();
  return null;
}

export default function App({ store, router }: { store: AppStore; router: Router }) {
  return (
    <Provider store={store}>
      <SessionWatch />
      <ThemeRoot>
        <RouterProvider router={router} />
        <ToastHost />
      </ThemeRoot>
    </Provider>
  );
}
