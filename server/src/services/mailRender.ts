import type { MailKind } from "../../../contract/admin";
import type { NotificationCategory } from "../../../contract/announcements";
import { SEED_FESTIVAL } from "../../../contract/festival";
import { rankLabel } from "../../../contract/rankLabel";
import type { ClaimedMessage } from "../repos/outbox";

export interface MailLinks {
  /** The web app's public URL (links to pages). */
  publicUrl: string;
  /** The API's public origin (links the API answers: unsubscribe). */
  apiPublicUrl: string;
  timeZone: string;
  /** The one-click unsubscribe URL of a user and category. */
  unsubscribeUrl: (userId: number, category: NotificationCategory) => string;
  /** The festival's title as published now (subjects, footers, the webhook's name); the specification's by default. */
  festivalTitle?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The optional category (List-Unsubscribe is added); null for mail that always goes. */
  category: NotificationCategory | null;
  /** The List-Unsubscribe URL of an optional mail (null for mail that always goes). */
  unsubscribeUrl: string | null;
}

/** Every character that means something in HTML, as an entity. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Plain text as HTML: escaped, links (http and https only) made clickable, line breaks kept. */
export function textToHtml(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    html += escapeHtml(text.slice(last, index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = index + match[0].length;
  }
  html += escapeHtml(text.slice(last));
  return html.replace(/\r?\n/g, "<br>\n");
}

/** A moment in the festival's zone, with the zone named: "Saturday, 1 February 2020, 18:30 GMT+5:30 (Asia/Kolkata)". */
export function festivalTime(value: string | Date, timeZone: string): string {
  const date = new Date(value);
  const written = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).format(date);
  return `${written} (${timeZone})`;
}

/** A kind of mail outside MAIL_KINDS (contract/admin.ts): TypeScript refuses a kind of the list without its case. */
function unknownKind(kind: never): never {
  throw new Error(`unknown kind of mail: ${String(kind)}`);
}

interface Parts {
  subject: string;
  greeting: string;
  /** Paragraphs of plain text (escaped and linkified in the HTML part). */
  paragraphs: string[];
  /** A call to action (every kind of mail has one). */
  link: { label: string; url: string };
  category: NotificationCategory | null;
}

/** A value of the queued data as text ("" for a missing one). */
const str = (value: unknown) => String(value ?? "");

/**
 * People's text (a participant's name, a team name) as mail writes it: no address in it can become a link, neither in
 * this HTML nor by a mail client's own linking. "://" becomes "[:]//" and a dot between letters or digits "[.]"
 * ("https[:]//evil[.]test/unlock", "www[.]evil[.]test"). Only the organisers' announcement text is linked. Names with
 * "://" or "www." are refused at input since issue 37; this covers those stored before and bare domains.
 */
const unlinkable = (value: string): string =>
  value.replace(/:\/\//g, "[:]//").replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, "[.]");

/** A person's or team's name from the queued data, as mail writes it (`unlinkable`). */
const name = (value: unknown) => unlinkable(str(value));

/** A certificate in a mail, in docs/glossary.md's words: "certificate of merit (2nd place)". */
const certificateWords = (certificate: Record<string, unknown>) =>
  certificate.kind !== "merit"
    ? "certificate of participation"
    : typeof certificate.rank === "number"
      ? `certificate of merit (${rankLabel(certificate.rank)})`
      : "certificate of merit";

function parts(message: ClaimedMessage, links: MailLinks): Parts {
  const data = message.data;
  const greeting = `Hello ${unlinkable(message.user_name?.trim() || "participant")},`;
  const page = (path: string) => `${links.publicUrl}${path}`;
  const kind = message.kind as MailKind;
  switch (kind) {
    case "team.joined":
      return {
        subject: `${name(data.member)} joined your team ${name(data.team)}`,
        greeting,
        paragraphs: [`${name(data.member)} joined your team "${name(data.team)}" for ${str(data.event)}.`],
        link: { label: "See your team", url: page("/dashboard/events") },
        category: "team",
      };
    case "team.removed":
      return {
        subject: `You were removed from the team ${name(data.team)}`,
        greeting,
        paragraphs: [
          `The creator of the team "${name(data.team)}" (${str(data.event)}) removed you from it.`,
          "You can create or join another team while registration is open.",
        ],
        link: { label: "Your events", url: page("/dashboard/events") },
        category: "team",
      };
    case "team.deleted":
      return {
        subject: `Your team ${name(data.team)} was deleted`,
        greeting,
        paragraphs: [
          `The team "${name(data.team)}" (${str(data.event)}) no longer exists: its creator left it.`,
          "You can create or join another team while registration is open.",
        ],
        link: { label: "Your events", url: page("/dashboard/events") },
        category: "team",
      };
    case "finder.request":
      return {
        subject: `${str(data.sender)} would like to team up for ${str(data.event)}`,
        greeting,
        paragraphs: [
          `${str(data.sender)} sent a request to your listing in the teammate finder for ${str(data.event)}.`,
          "Accept or decline it on your dashboard. A request ends by itself after 7 days without an answer.",
        ],
        link: { label: "Your requests", url: page("/dashboard") },
        category: "finder",
      };
    case "finder.accepted":
      return {
        subject: `You and ${str(data.partner)} are now a team for ${str(data.event)}`,
        greeting,
        paragraphs: [
          `You and ${str(data.partner)} are now in the team "${str(data.team)}" for ${str(data.event)}, formed through the teammate finder.`,
          "Your dashboard shows your teammate's e-mail address, so you can get in touch.",
        ],
        link: { label: "Your team", url: page("/dashboard/events") },
        category: "finder",
      };
    case "results.published": {
      const certificates = Array.isArray(data.certificates)
        ? (data.certificates as Array<Record<string, unknown>>)
        : [];
      return {
        subject: `Results of ${str(data.event)} are out`,
        greeting,
        paragraphs: [
          `The results of ${str(data.event)} are published.`,
          ...certificates.map(
            (certificate) =>
              `Your ${certificateWords(certificate)}: ${page(`/certificates/${encodeURIComponent(str(certificate.id))}`)}`,
          ),
        ],
        link: { label: "See the results", url: page(`/events/${encodeURIComponent(str(data.slug))}/results`) },
        category: null,
      };
    }
    case "results.corrected": {
      const list = (value: unknown) => (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []);
      const gained = list(data.gained);
      const lost = list(data.lost);
      return {
        subject: `Results of ${str(data.event)} were corrected`,
        greeting,
        paragraphs: [
          `The organisers corrected the results of ${str(data.event)}. ${str(data.reason)}`,
          ...gained.map(
            (certificate) =>
              `New: your ${certificateWords(certificate)}: ${page(`/certificates/${encodeURIComponent(str(certificate.id))}`)}`,
          ),
          ...lost.map(
            (certificate) =>
              `Revoked: your ${certificateWords(certificate)} no longer applies: ${page(`/certificates/${encodeURIComponent(str(certificate.id))}`)}`,
          ),
        ],
        link: { label: "See the results", url: page(`/events/${encodeURIComponent(str(data.slug))}/results`) },
        category: null,
      };
    }
    case "reminder.starts":
      return {
        subject: `${str(data.event)} starts soon`,
        greeting,
        paragraphs: [
          `${str(data.event)} starts on ${festivalTime(str(data.starts_at), links.timeZone)}.`,
          `Your team: ${name(data.team)}.`,
        ],
        link: { label: "Event page", url: page(`/events/${encodeURIComponent(str(data.slug))}`) },
        category: "reminders",
      };
    case "reminder.closes":
      return {
        subject: `Registration for ${str(data.event)} closes soon`,
        greeting,
        paragraphs: [
          `Registration for ${str(data.event)} closes on ${festivalTime(str(data.closes_at), links.timeZone)}.`,
          `Your team "${name(data.team)}" still has a free place: your teammate can join it with its access code, shown on your dashboard, until then.`,
        ],
        link: { label: "Your team", url: page("/dashboard/events") },
        category: "reminders",
      };
    case "announcement":
    case "announcement.test": {
      const source = message.announcement ?? {
        title: str(data.title),
        body: str(data.body),
        event_name: (data.event_name as string | null) ?? null,
        event_slug: (data.event_slug as string | null) ?? null,
        corrected_at: null,
      };
      const test = message.kind === "announcement.test";
      return {
        subject: `${test ? "[Test] " : ""}${source.title}`,
        greeting,
        paragraphs: [
          ...(test ? ["This is a test of an announcement: only you received it."] : []),
          ...(source.event_name ? [`About ${source.event_name}:`] : []),
          source.body,
        ],
        link: source.event_slug
          ? { label: "Event page", url: page(`/events/${encodeURIComponent(source.event_slug)}`) }
          : { label: "Your dashboard", url: page("/dashboard") },
        category: test ? null : "announcements",
      };
    }
    default:
      return unknownKind(kind);
  }
}

const WHY: Record<NotificationCategory, string> = {
  announcements: "announcements",
  reminders: "reminders",
  team: "team news",
  finder: "teammate finder news",
};

/** A queued message as a mail: plain text and HTML (everything written by people escaped), links from PUBLIC_URL. */
export function renderMail(message: ClaimedMessage, links: MailLinks): RenderedMail {
  const mail = parts(message, links);
  const unsubscribe =
    mail.category && message.user_id !== null ? links.unsubscribeUrl(message.user_id, mail.category) : null;
  const festival = links.festivalTitle ?? SEED_FESTIVAL.title;
  const footer = `${festival} - ${links.publicUrl}`;
  const text = [
    mail.greeting,
    "",
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${mail.link.label}: ${mail.link.url}`,
    "",
    "-- ",
    footer,
    ...(unsubscribe && mail.category ? [`Stop ${WHY[mail.category]} by e-mail: ${unsubscribe}`] : []),
  ].join("\n");
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">
<p>${escapeHtml(mail.greeting)}</p>
${mail.paragraphs.map((paragraph) => `<p>${textToHtml(paragraph)}</p>`).join("\n")}
<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>
<hr>
<p style="font-size: 0.85em; color: #555">${escapeHtml(festival)} &middot; <a href="${escapeHtml(links.publicUrl)}">${escapeHtml(links.publicUrl)}</a>${
    unsubscribe && mail.category
      ? `<br><a href="${escapeHtml(unsubscribe)}">Stop ${WHY[mail.category]} by e-mail</a>`
      : ""
  }</p>
</body></html>`;
  return {
    subject: `${festival}: ${mail.subject}`,
    text,
    html,
    category: unsubscribe ? mail.category : null,
    unsubscribeUrl: unsubscribe,
  };
}

/**
 * Text for Slack with its three control characters escaped as Slack asks (&amp; &lt; &gt;): `<!channel>`, `<!here>`,
 * `<!everyone>`, `<!subteam^...>` and `<@user>` then show as written instead of notifying anyone.
 */
const slackText = (value: string) =>
  value.replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char] as string);

/**
 * The webhook's body: Discord reads `content` (its mentions turned off by `allowed_mentions`), Slack reads `text`
 * (its mention tokens escaped by `slackText`).
 */
export function webhookBody(message: ClaimedMessage, links: Pick<MailLinks, "publicUrl" | "festivalTitle">): object {
  const source = message.announcement;
  if (!source) throw new Error("the announcement of this webhook post no longer exists");
  const about = source.event_name ? ` (${source.event_name})` : "";
  const url = source.event_slug ? `${links.publicUrl}/events/${source.event_slug}` : links.publicUrl;
  const content = `**${source.title}**${about}\n${source.body}\n${url}`.slice(0, 1900);
  // No @everyone, @here, role or user pings from an organiser's text: Discord's by allowed_mentions, Slack's escaped.
  const username = links.festivalTitle ?? SEED_FESTIVAL.title;
  return { content, text: slackText(content), username, allowed_mentions: { parse: [] } };
}
