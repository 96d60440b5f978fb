import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { paths } from "../config/paths";
import { ROUTE_META, type RouteHandle, type RouteMeta } from "../config/routeMeta";
import { GuestOnly, RequireAuth } from "./guards";
import AppLayout from "./layout/AppLayout";
import PageLoading from "./layout/PageLoading";
import { loadWithAppTheme } from "./loadWithAppTheme";
import RouteError from "./RouteError";

type PageModule = { default: ComponentType };

/** A lazily loaded page with its meta and its own error boundary; MUI's theme comes with it unless `mui: false`. */
function page(path: string, meta: RouteMeta, load: () => Promise<PageModule>, { mui = true } = {}): RouteObject {
  return {
    path,
    handle: { meta } satisfies RouteHandle,
    ErrorBoundary: RouteError,
    lazy: async () => {
      try {
        return { Component: (await (mui ? loadWithAppTheme(load) : load())).default };
      } catch (error) {
        // react-router leaves the page blank when `lazy` itself fails; a failing loader reaches the error boundary,
        // which says the page could not be downloaded (offline, or a newer version replaced its file).
        return {
          loader: () => {
            throw error;
          },
        };
      }
    },
  };
}

const dashboard = (view: "home" | "events") => async () => {
  const { default: DashboardPage } = await import(/* webpackChunkName: "dashboard" */ "./dashboard/DashboardPage");
  return { default: () => <DashboardPage view={view} /> };
};

const consolePage = () => import(/* webpackChunkName: "console" */ "../features/admin/AdminPage");

/** The one route table: docs/SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      page(paths.home, ROUTE_META.home, () => import(/* webpackChunkName: "home" */ "../features/home/HomePage"), {
        mui: false,
      }),
      page(
        paths.events,
        ROUTE_META.events,
        () => import(/* webpackChunkName: "events" */ "../features/events/EventsPage"),
      ),
      page(
        paths.eventPattern,
        ROUTE_META.event,
        () => import(/* webpackChunkName: "event" */ "../features/events/EventPage"),
      ),
      page(
        paths.ca,
        ROUTE_META.ca,
        () => import(/* webpackChunkName: "ca" */ "../features/ambassadors/CampusAmbassadorPage"),
      ),
      page(paths.team, ROUTE_META.team, () => import(/* webpackChunkName: "team" */ "../features/about/TeamPage")),
      page(
        paths.haxplore,
        ROUTE_META.haxplore,
        () => import(/* webpackChunkName: "haxplore" */ "../features/haxplore/HaxplorePage"),
      ),
      page(
        paths.passwordReset,
        ROUTE_META.passwordReset,
        () => import(/* webpackChunkName: "password-reset" */ "../features/auth/PasswordResetPage"),
      ),
      page(
        paths.referral,
        ROUTE_META.referral,
        () => import(/* webpackChunkName: "referral" */ "../features/leaderboard/ReferralPage"),
      ),
      page(
        paths.eventResultsPattern,
        ROUTE_META.eventResults,
        () => import(/* webpackChunkName: "results" */ "../features/results/ResultsPage"),
      ),
      page(
        paths.certificatePattern,
        ROUTE_META.certificate,
        () => import(/* webpackChunkName: "certificate" */ "../features/certificates/CertificatePage"),
      ),
      {
        element: <GuestOnly />,
        children: [
          page(
            paths.login,
            ROUTE_META.login,
            () => import(/* webpackChunkName: "login" */ "../features/auth/LoginPage"),
          ),
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          page(paths.dashboard, ROUTE_META.dashboard, dashboard("home")),
          page(paths.dashboardEvents, ROUTE_META.dashboardEvents, dashboard("events")),
          page(paths.admin, ROUTE_META.admin, consolePage),
          page("/admin/:view", ROUTE_META.admin, consolePage),
          page(
            paths.profileEdit,
            ROUTE_META.profileEdit,
            () => import(/* webpackChunkName: "profile-edit" */ "../features/profile/ProfileEditPage"),
          ),
          page(
            paths.passwordChange,
            ROUTE_META.passwordChange,
            () => import(/* webpackChunkName: "password-change" */ "../features/auth/PasswordChangePage"),
          ),
        ],
      },
      page("*", ROUTE_META.notFound, () => import(/* webpackChunkName: "not-found" */ "../ui/NotFoundPage")),
    ],
  },
];
