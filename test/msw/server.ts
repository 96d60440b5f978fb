import { setupServer } from "msw/node";
import { adminStatsHandlers } from "./handlers/adminStats";
import { announcementsHandlers } from "./handlers/announcements";
import { authHandlers } from "./handlers/auth";
import { certificatesHandlers } from "./handlers/certificates";
import { dashboardHandlers } from "./handlers/dashboard";
import { eventsHandlers } from "./handlers/events";
import { finderHandlers } from "./handlers/finder";
import { publicHandlers } from "./handlers/public";

/** The msw server every web test shares; tests add their own handlers with server.use(). */
export const server = setupServer(
  ...authHandlers,
  ...eventsHandlers,
  ...dashboardHandlers,
  ...publicHandlers,
  ...certificatesHandlers,
  ...announcementsHandlers,
  ...adminStatsHandlers,
  ...finderHandlers,
);
