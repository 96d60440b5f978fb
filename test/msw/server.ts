import { setupServer } from "msw/node";
import { dashboardHandlers } from "./handlers/dashboard";
import { eventsHandlers } from "./handlers/events";

/** The msw server every web test shares; tests add their own handlers with server.use(). */
export const server = setupServer(...eventsHandlers, ...dashboardHandlers);
