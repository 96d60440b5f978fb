import { http, HttpResponse } from "msw";
import type { AdminAnnouncement, Announcement, MailStatus } from "../../../contract/announcements";
import { apiUrl } from "../apiUrl";

export const announcement = (overrides: Partial<Announcement> = {}): Announcement => ({
  id: 1,
  title: "Doors open at 9",
  body: "Bring your ID card.",
  event: null,
  published_at: "2026-11-20T04:30:00.000Z",
  corrected_at: null,
  ...overrides,
});

export const adminAnnouncement = (overrides: Partial<AdminAnnouncement> = {}): AdminAnnouncement => ({
  ...announcement(),
  recipients: 12,
  only_incomplete_teams: false,
  channels: ["feed", "email"],
  withdrawn_at: null,
  delivery: { queued: 2, sent: 9, failed: 1 },
  ...overrides,
});

export const mailStatus = (overrides: Partial<MailStatus> = {}): MailStatus => ({
  email: true,
  webhook: false,
  webhook_problem: null,
  rate: 10,
  queued: 0,
  failed: 0,
  oldest_queued_at: null,
  recent_failures: [],
  ...overrides,
});

const notFound = () => HttpResponse.json({ detail: "Not found." }, { status: 404 });

/**
 * As the original backend answers: no announcements and no mail settings (404), so every existing page looks as it
 * did; tests of announcements install their own handlers.
 */
export const announcementsHandlers = [
  http.get(apiUrl("announcements/"), notFound),
  http.get(apiUrl("profile/notifications/"), notFound),
  http.get(apiUrl("admin/announcements/"), notFound),
  http.get(apiUrl("admin/mail/"), notFound),
];
