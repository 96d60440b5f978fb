import { Provider } from "react-redux";
import { RouterProvider } from "react-router-dom";
import type { createBrowserRouter } from "react-router-dom";
import type { AppStore } from "./store";
import ThemeRoot from "./ThemeRoot";
import ToastHost from "./ToastHost";

type Router = ReturnType<typeof createBrowserRouter>;

export default function App({ store, router }: { store: AppStore; router: Router }) {
  return (
    <Provider store={store}>
      <ThemeRoot>
        <RouterProvider router={router} />
        <ToastHost />
      </ThemeRoot>
    </Provider>
  );
}
