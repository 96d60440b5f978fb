import type { MailKind } from "../../../contract/admin";
import { announcementIn, type NotificationCategory } from "../../../contract/announcements";
import { SEED_FESTIVAL } from "../../../contract/festival";
import { rankLabel } from "../../../contract/rankLabel";
import type { ServerLanguage } from "../i18n/languages";
import { mailLanguage, mailWords } from "../i18n/mailWords";
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

/**
 * A moment in the festival's zone, with the zone named: "Saturday, 1 February 2020, 18:30 GMT+5:30 (Asia/Kolkata)";
 * in Hindi by Hindi's rules ("शनिवार, 1 फ़रवरी 2020, 18:30 GMT+5:30 (Asia/Kolkata)").
 */
export function festivalTime(value: string | Date, timeZone: string, language: ServerLanguage = "en"): string {
  const date = new Date(value);
  const written = new Intl.DateTimeFormat(language === "en" ? "en-GB" : `${language}-IN`, {
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

type Words = ReturnType<typeof mailWords>;

/** A certificate in a mail, in docs/glossary.md's words: "certificate of merit (2nd place)". */
const certificateWords = (t: Words, certificate: Record<string, unknown>) =>
  certificate.kind !== "merit"
    ? t("certificateParticipation")
    : typeof certificate.rank === "number"
      ? t("certificateMeritRank", { rankLabel: rankLabel(certificate.rank), rank: certificate.rank })
      : t("certificateMerit");

function parts(message: ClaimedMessage, links: MailLinks, language: ServerLanguage): Parts {
  const t = mailWords(language);
  const data = message.data;
  const greeting = t("greeting", { name: unlinkable(message.user_name?.trim() || t("participant")) });
  const page = (path: string) => `${links.publicUrl}${path}`;
  const certificateUrl = (certificate: Record<string, unknown>) =>
    page(`/certificates/${encodeURIComponent(str(certificate.id))}`);
  const event = str(data.event);
  const kind = message.kind as MailKind;
  switch (kind) {
    case "team.joined": {
      const words = { member: name(data.member), team: name(data.team), event };
      return {
        subject: t("teamJoinedSubject", words),
        greeting,
        paragraphs: [t("teamJoinedBody", words)],
        link: { label: t("seeYourTeam"), url: page("/dashboard/events") },
        category: "team",
      };
    }
    case "team.removed":
      return {
        subject: t("teamRemovedSubject", { team: name(data.team) }),
        greeting,
        paragraphs: [t("teamRemovedBody", { team: name(data.team), event }), t("anotherTeam")],
        link: { label: t("yourEvents"), url: page("/dashboard/events") },
        category: "team",
      };
    case "team.deleted":
      return {
        subject: t("teamDeletedSubject", { team: name(data.team) }),
        greeting,
        paragraphs: [t("teamDeletedBody", { team: name(data.team), event }), t("anotherTeam")],
        link: { label: t("yourEvents"), url: page("/dashboard/events") },
        category: "team",
      };
    case "finder.request":
      return {
        subject: t("finderRequestSubject", { sender: str(data.sender), event }),
        greeting,
        paragraphs: [t("finderRequestBody", { sender: str(data.sender), event }), t("finderRequestAnswer")],
        link: { label: t("yourRequests"), url: page("/dashboard") },
        category: "finder",
      };
    case "finder.accepted": {
      const words = { partner: str(data.partner), team: str(data.team), event };
      return {
        subject: t("finderAcceptedSubject", words),
        greeting,
        paragraphs: [t("finderAcceptedBody", words), t("finderAcceptedContact")],
        link: { label: t("yourTeam"), url: page("/dashboard/events") },
        category: "finder",
      };
    }
    case "results.published": {
      const certificates = Array.isArray(data.certificates)
        ? (data.certificates as Array<Record<string, unknown>>)
        : [];
      return {
        subject: t("resultsPublishedSubject", { event }),
        greeting,
        paragraphs: [
          t("resultsPublishedBody", { event }),
          ...certificates.map((certificate) =>
            t("certificateLine", { certificate: certificateWords(t, certificate), url: certificateUrl(certificate) }),
          ),
        ],
        link: { label: t("seeResults"), url: page(`/events/${encodeURIComponent(str(data.slug))}/results`) },
        category: null,
      };
    }
    case "results.corrected": {
      const list = (value: unknown) => (Array.isArray(value) ? (value as Array<Record<string, unknown>>) : []);
      const line = (word: "certificateNew" | "certificateRevoked") => (certificate: Record<string, unknown>) =>
        t(word, { certificate: certificateWords(t, certificate), url: certificateUrl(certificate) });
      return {
        subject: t("resultsCorrectedSubject", { event }),
        greeting,
        paragraphs: [
          t("resultsCorrectedBody", { event, reason: str(data.reason) }),
          ...list(data.gained).map(line("certificateNew")),
          ...list(data.lost).map(line("certificateRevoked")),
        ],
        link: { label: t("seeResults"), url: page(`/events/${encodeURIComponent(str(data.slug))}/results`) },
        category: null,
      };
    }
    case "reminder.starts":
      return {
        subject: t("reminderStartsSubject", { event }),
        greeting,
        paragraphs: [
          t("reminderStartsBody", { event, when: festivalTime(str(data.starts_at), links.timeZone, language) }),
          t("yourTeamIs", { team: name(data.team) }),
        ],
        link: { label: t("eventPage"), url: page(`/events/${encodeURIComponent(str(data.slug))}`) },
        category: "reminders",
      };
    case "reminder.closes":
      return {
        subject: t("reminderClosesSubject", { event }),
        greeting,
        paragraphs: [
          t("reminderClosesBody", { event, when: festivalTime(str(data.closes_at), links.timeZone, language) }),
          t("reminderClosesFreePlace", { team: name(data.team) }),
        ],
        link: { label: t("yourTeam"), url: page("/dashboard/events") },
        category: "reminders",
      };
    case "announcement":
    case "announcement.test": {
      const stored = message.announcement ?? {
        title: str(data.title),
        body: str(data.body),
        translations: (data.translations as Record<string, { title: string; body: string }> | undefined) ?? {},
        event_name: (data.event_name as string | null) ?? null,
        event_slug: (data.event_slug as string | null) ?? null,
        corrected_at: null,
      };
      // The organisers' version in the recipient's language when they wrote one, else the English one.
      const source = { ...stored, ...announcementIn(stored, language) };
      const test = message.kind === "announcement.test";
      return {
        subject: test ? t("testSubject", { title: source.title }) : source.title,
        greeting,
        paragraphs: [
          ...(test ? [t("testNote")] : []),
          ...(source.event_name ? [t("about", { event: source.event_name })] : []),
          source.body,
        ],
        link: source.event_slug
          ? { label: t("eventPage"), url: page(`/events/${encodeURIComponent(source.event_slug)}`) }
          : { label: t("yourDashboard"), url: page("/dashboard") },
        category: test ? null : "announcements",
      };
    }
    default:
      return unknownKind(kind);
  }
}

/** A queued message as a mail: plain text and HTML (everything written by people escaped), links from PUBLIC_URL. */
export function renderMail(message: ClaimedMessage, links: MailLinks): RenderedMail {
  const language = mailLanguage(message.user_language);
  const t = mailWords(language);
  const mail = parts(message, links, language);
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
    ...(unsubscribe && mail.category ? [`${t("stop", { why: mail.category })}: ${unsubscribe}`] : []),
  ].join("\n");
  const html = `<!doctype html>
<html${language === "en" ? "" : ` lang="${language}"`}><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">
<p>${escapeHtml(mail.greeting)}</p>
${mail.paragraphs.map((paragraph) => `<p>${textToHtml(paragraph)}</p>`).join("\n")}
<p><a href="${escapeHtml(mail.link.url)}">${escapeHtml(mail.link.label)}</a></p>
<hr>
<p style="font-size: 0.85em; color: #555">${escapeHtml(festival)} &middot; <a href="${escapeHtml(links.publicUrl)}">${escapeHtml(links.publicUrl)}</a>${
    unsubscribe && mail.category
      ? `<br><a href="${escapeHtml(unsubscribe)}">${escapeHtml(t("stop", { why: mail.category }))}</a>`
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
