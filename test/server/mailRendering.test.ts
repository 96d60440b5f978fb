import type { ClaimedMessage } from "../../server/src/repos/outbox";
import {
  escapeHtml,
  festivalTime,
  type MailLinks,
  renderMail,
  textToHtml,
  webhookBody,
} from "../../server/src/services/mailRender";

// The mail and webhook posts the outbox worker sends, rendered without a server or SMTP: what a recipient reads in the
// text and HTML parts, the subject, and whether the mail carries an unsubscribe link.

const links: MailLinks = {
  publicUrl: "https://fest.example",
  apiPublicUrl: "https://api.fest.example",
  timeZone: "Asia/Kolkata",
  unsubscribeUrl: (userId, category) => `https://api.fest.example/unsubscribe?u=${userId}&c=${category}`,
};

const message = (kind: string, data: Record<string, unknown>, extra: Partial<ClaimedMessage> = {}): ClaimedMessage => ({
  id: 1,
  message_id: "m-1",
  channel: "email",
  kind,
  recipient: "ada@example.com",
  user_id: 7,
  user_name: "Ada",
  data,
  attempts: 1,
  announcement: null,
  ...extra,
});

const lines = (...text: string[]) => text.join("\n");

const footer = "-- \nCodefest '20 - https://fest.example";

describe("a team mail (renderMail)", () => {
  it("tells the creator who joined, links to the team, and offers to stop team news", () => {
    const mail = renderMail(message("team.joined", { member: "Bob", team: "Rockets", event: "Hack Day" }), links);
    expect(mail.subject).toBe("Codefest '20: Bob joined your team Rockets");
    expect(mail.text).toBe(
      lines(
        "Hello Ada,",
        "",
        'Bob joined your team "Rockets" for Hack Day.',
        "",
        "See your team: https://fest.example/dashboard/events",
        "",
        footer,
        "Stop team news by e-mail: https://api.fest.example/unsubscribe?u=7&c=team",
      ),
    );
    expect(mail.category).toBe("team");
    expect(mail.unsubscribeUrl).toBe("https://api.fest.example/unsubscribe?u=7&c=team");
  });

  it("tells a removed member and the members of a deleted team what happened and what they can do", () => {
    const removed = renderMail(message("team.removed", { team: "Rockets", event: "Hack Day" }), links);
    expect(removed.subject).toBe("Codefest '20: You were removed from the team Rockets");
    expect(removed.text).toBe(
      lines(
        "Hello Ada,",
        "",
        'The creator of the team "Rockets" (Hack Day) removed you from it.',
        "",
        "You can create or join another team while registration is open.",
        "",
        "Your events: https://fest.example/dashboard/events",
        "",
        footer,
        "Stop team news by e-mail: https://api.fest.example/unsubscribe?u=7&c=team",
      ),
    );
    expect(removed.category).toBe("team");

    const deleted = renderMail(message("team.deleted", { team: "Rockets", event: "Hack Day" }), links);
    expect(deleted.subject).toBe("Codefest '20: Your team Rockets was deleted");
    expect(deleted.text).toBe(
      lines(
        "Hello Ada,",
        "",
        'The team "Rockets" (Hack Day) no longer exists: its creator left it.',
        "",
        "You can create or join another team while registration is open.",
        "",
        "Your events: https://fest.example/dashboard/events",
        "",
        footer,
        "Stop team news by e-mail: https://api.fest.example/unsubscribe?u=7&c=team",
      ),
    );
    expect(deleted.category).toBe("team");
  });

  it("greets a user without a name as participant, trims a name, and writes missing or numeric data as text", () => {
    expect(renderMail(message("team.deleted", { team: 42 }, { user_name: null }), links).text).toMatch(
      /^Hello participant,\n\nThe team "42" \(\) no longer exists/,
    );
    expect(renderMail(message("team.deleted", {}, { user_name: "   " }), links).text).toMatch(
      /^Hello participant,\n\nThe team "" \(\) no longer exists/,
    );
    expect(renderMail(message("team.deleted", { team: null }, { user_name: "  Ada Lovelace " }), links).text).toMatch(
      /^Hello Ada Lovelace,\n\nThe team "" \(\)/,
    );
  });

  it("has no unsubscribe link when the recipient is no user (an address only)", () => {
    const mail = renderMail(
      message("team.joined", { member: "Bob", team: "Rockets", event: "Hack Day" }, { user_id: null }),
      links,
    );
    expect(mail.text.endsWith(footer)).toBe(true);
    expect(mail.html).not.toContain("Stop");
    expect(mail.category).toBeNull();
    expect(mail.unsubscribeUrl).toBeNull();
  });

  it("refuses a kind of mail it cannot write", () => {
    expect(() => renderMail(message("team.renamed", {}), links)).toThrow("unknown kind of mail: team.renamed");
  });
});

describe("a results mail (renderMail)", () => {
  it("links each certificate of the recipient and the results page; it always goes (no unsubscribe)", () => {
    const mail = renderMail(
      message("results.published", {
        event: "Hack Day",
        slug: "hack day",
        certificates: [
          { kind: "merit", rank: 2, id: "c/1" },
          { kind: "participation", id: "c2" },
        ],
      }),
      links,
    );
    expect(mail.subject).toBe("Codefest '20: Results of Hack Day are out");
    expect(mail.text).toBe(
      lines(
        "Hello Ada,",
        "",
        "The results of Hack Day are published.",
        "",
        "Your certificate of merit (2nd place): https://fest.example/certificates/c%2F1",
        "",
        "Your certificate of participation: https://fest.example/certificates/c2",
        "",
        "See the results: https://fest.example/events/hack%20day/results",
        "",
        footer,
      ),
    );
    expect(mail.category).toBeNull();
    expect(mail.unsubscribeUrl).toBeNull();
  });

  it("has no certificate lines when the data holds no list", () => {
    const mail = renderMail(message("results.published", { event: "Hack Day", slug: "x", certificates: "c1" }), links);
    expect(mail.text).not.toContain("certificate");
  });

  it("lists the certificates a correction gave and took away, with the organisers' reason", () => {
    const mail = renderMail(
      message("results.corrected", {
        event: "Hack Day",
        slug: "hack-day",
        reason: "A score was typed wrong.",
        gained: [{ kind: "merit", rank: 1, id: "g1" }],
        lost: [
          { kind: "participation", id: "l1" },
          { kind: "merit", rank: 3, id: "l 2" },
        ],
      }),
      links,
    );
    expect(mail.subject).toBe("Codefest '20: Results of Hack Day were corrected");
    expect(mail.text).toBe(
      lines(
        "Hello Ada,",
        "",
        "The organisers corrected the results of Hack Day. A score was typed wrong.",
        "",
        "New: your certificate of merit (Winner): https://fest.example/certificates/g1",
        "",
        "Revoked: your certificate of participation no longer applies: https://fest.example/certificates/l1",
        "",
        "Revoked: your certificate of merit (3rd place) no longer applies: https://fest.example/certificates/l%202",
        "",
        "See the results: https://fest.example/events/hack-day/results",
        "",
        footer,
      ),
    );
    expect(mail.category).toBeNull();
  });

  it("writes a correction without lists as the reason alone", () => {
    const mail = renderMail(
      message("results.corrected", { event: "Hack Day", slug: "s", reason: "Typo.", gained: null, lost: "x" }),
      links,
    );
    expect(mail.text).not.toMatch(/New:|Revoked:/);
  });
});

describe("a reminder (renderMail)", () => {
  it("gives the start in the festival's zone, names the team and offers to stop reminders", () => {
    const mail = renderMail(
      message("reminder.starts", {
        event: "Hack Day",
        slug: "hack-day",
        team: "Rockets",
        starts_at: "2020-02-01T13:00:00Z",
      }),
      links,
    );
    expect(mail.subject).toBe("Codefest '20: Hack Day starts soon");
    expect(mail.text).toBe(
      lines(
        "Hello Ada,",
        "",
        "Hack Day starts on Saturday, 1 February 2020 at 18:30 GMT+5:30 (Asia/Kolkata).",
        "",
        "Your team: Rockets.",
        "",
        "Event page: https://fest.example/events/hack-day",
        "",
        footer,
        "Stop reminders by e-mail: https://api.fest.example/unsubscribe?u=7&c=reminders",
      ),
    );
    expect(mail.category).toBe("reminders");
  });

  it("tells a team with a free place when registration closes", () => {
    const mail = renderMail(
      message("reminder.closes", { event: "Hack Day", team: "Rockets", closes_at: "2020-01-31T18:29:00Z" }),
      links,
    );
    expect(mail.subject).toBe("Codefest '20: Registration for Hack Day closes soon");
    expect(mail.text).toBe(
      lines(
        "Hello Ada,",
        "",
        "Registration for Hack Day closes on Friday, 31 January 2020 at 23:59 GMT+5:30 (Asia/Kolkata).",
        "",
        'Your team "Rockets" still has a free place: your teammate can join it with its access code, shown on your dashboard, until then.',
        "",
        "Your team: https://fest.example/dashboard/events",
        "",
        footer,
        "Stop reminders by e-mail: https://api.fest.example/unsubscribe?u=7&c=reminders",
      ),
    );
    expect(mail.category).toBe("reminders");
  });
});

/** An announcement to everyone as the queue stores it (tests set the event and the correction they need). */
const announcement = {
  title: "Doors open",
  body: "Bring a laptop.",
  event_name: null,
  event_slug: null,
  corrected_at: null,
};

describe("an announcement (renderMail)", () => {
  it("sends the organisers' title and text, about an event with its page, and offers to stop announcements", () => {
    const mail = renderMail(
      message(
        "announcement",
        {},
        { announcement: { ...announcement, event_name: "Hack Day", event_slug: "hack day" } },
      ),
      links,
    );
    expect(mail.subject).toBe("Codefest '20: Doors open");
    expect(mail.text).toBe(
      lines(
        "Hello Ada,",
        "",
        "About Hack Day:",
        "",
        "Bring a laptop.",
        "",
        "Event page: https://fest.example/events/hack%20day",
        "",
        footer,
        "Stop announcements by e-mail: https://api.fest.example/unsubscribe?u=7&c=announcements",
      ),
    );
    expect(mail.category).toBe("announcements");
  });

  it("links a festival-wide announcement to the dashboard", () => {
    const mail = renderMail(message("announcement", {}, { announcement }), links);
    expect(mail.text).toBe(
      lines(
        "Hello Ada,",
        "",
        "Bring a laptop.",
        "",
        "Your dashboard: https://fest.example/dashboard",
        "",
        footer,
        "Stop announcements by e-mail: https://api.fest.example/unsubscribe?u=7&c=announcements",
      ),
    );
  });

  it("marks a test sent to its author, from the data it was queued with, without an unsubscribe link", () => {
    const mail = renderMail(
      message("announcement.test", { title: "Draft", body: "Soon.", event_name: "Hack Day", event_slug: "hd" }),
      links,
    );
    expect(mail.subject).toBe("Codefest '20: [Test] Draft");
    expect(mail.text).toBe(
      lines(
        "Hello Ada,",
        "",
        "This is a test of an announcement: only you received it.",
        "",
        "About Hack Day:",
        "",
        "Soon.",
        "",
        "Event page: https://fest.example/events/hd",
        "",
        footer,
      ),
    );
    expect(mail.category).toBeNull();
    expect(mail.unsubscribeUrl).toBeNull();
    const bare = renderMail(message("announcement.test", { title: "Draft", body: "Soon." }), links);
    expect(bare.text).toContain("Soon.\n\nYour dashboard: https://fest.example/dashboard\n");
    expect(bare.text).not.toContain("About");
  });
});

describe("the HTML part", () => {
  it("escapes what people wrote, links URLs, keeps line breaks and has the footer's links", () => {
    const mail = renderMail(
      message(
        "announcement",
        {},
        {
          user_name: `<b>Ada</b> & "co"`,
          announcement: {
            title: "<script>x</script>",
            body: "Line one <i>\r\nSee https://fest.example/a?b=1&c=2.\nEnd",
            event_name: null,
            event_slug: null,
            corrected_at: null,
          },
        },
      ),
      links,
    );
    expect(mail.subject).toBe("Codefest '20: <script>x</script>");
    expect(mail.html).toBe(`<!doctype html>
<html><head><meta charset="utf-8"><title>&lt;script&gt;x&lt;/script&gt;</title></head>
<body style="font-family: sans-serif; line-height: 1.5; color: #1a1a1a">
<p>Hello &lt;b&gt;Ada&lt;/b&gt; &amp; &quot;co&quot;,</p>
<p>Line one &lt;i&gt;<br>
See <a href="https://fest.example/a?b=1&amp;c=2">https://fest.example/a?b=1&amp;c=2</a>.<br>
End</p>
<p><a href="https://fest.example/dashboard">Your dashboard</a></p>
<hr>
<p style="font-size: 0.85em; color: #555">Codefest &#39;20 &middot; <a href="https://fest.example">https://fest.example</a><br><a href="https://api.fest.example/unsubscribe?u=7&amp;c=announcements">Stop announcements by e-mail</a></p>
</body></html>`);
  });

  it("has one paragraph per paragraph and no footer link to unsubscribe from mail that always goes", () => {
    const mail = renderMail(
      message("results.published", {
        event: "Hack Day",
        slug: "hd",
        certificates: [{ kind: "participation", id: "c1" }],
      }),
      links,
    );
    expect(mail.html).toContain(
      `<p>The results of Hack Day are published.</p>
<p>Your certificate of participation: <a href="https://fest.example/certificates/c1">https://fest.example/certificates/c1</a></p>
<p><a href="https://fest.example/events/hd/results">See the results</a></p>
<hr>
<p style="font-size: 0.85em; color: #555">Codefest &#39;20 &middot; <a href="https://fest.example">https://fest.example</a></p>`,
    );
  });
});

describe("names written into mail (issue 37)", () => {
  const lure = "your account is locked, unlock it at https://evil.test/unlock";

  it("never links a participant's name or a team name: no address in them survives as one", () => {
    const mail = renderMail(
      message(
        "team.joined",
        { member: lure, team: "www.evil.test/win", event: "Hack Day" },
        { user_name: "Ada at mailto://x.y and evil.example" },
      ),
      links,
    );
    expect(mail.subject).toBe(
      "Codefest '20: your account is locked, unlock it at https[:]//evil[.]test/unlock joined your team www[.]evil[.]test/win",
    );
    expect(mail.text).toContain(
      'your account is locked, unlock it at https[:]//evil[.]test/unlock joined your team "www[.]evil[.]test/win" for Hack Day.',
    );
    expect(mail.text.split("\n")[0]).toBe("Hello Ada at mailto[:]//x[.]y and evil[.]example,");
    // The only links of the HTML part are the festival's own.
    expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "https://fest.example/dashboard/events",
      "https://fest.example",
      "https://api.fest.example/unsubscribe?u=7&amp;c=team",
    ]);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/:\/\/evil|www\.|evil\.test|evil\.example/);
    }
  });

  it("writes names so in every team mail and reminder; a dot before a space or at the end stays", () => {
    const team = "Ctrl.Alt.Win at http://evil.test";
    const written = "Ctrl[.]Alt[.]Win at http[:]//evil[.]test";
    for (const kind of ["team.removed", "team.deleted", "reminder.starts", "reminder.closes"]) {
      const mail = renderMail(
        message(kind, {
          team,
          event: "Hack Day",
          starts_at: "2030-02-01T04:30:00Z",
          closes_at: "2030-02-01T04:30:00Z",
        }),
        links,
      );
      expect(mail.text).toContain(written);
      expect(mail.text).not.toContain("http://evil");
      expect(mail.html).not.toContain('href="http://evil');
    }
    const plain = renderMail(
      message("team.joined", { member: "A. Kumar", team: "Null Pointers.", event: "CTF" }),
      links,
    );
    expect(plain.subject).toBe("Codefest '20: A. Kumar joined your team Null Pointers.");
    // An address by number is linked by clients too.
    const numbered = renderMail(message("team.joined", { member: "see 10.0.0.1/x", team: "X", event: "CTF" }), links);
    expect(numbered.text).toContain("see 10[.]0[.]0[.]1/x joined your team");
  });

  it("still links the organisers' announcement text", () => {
    const mail = renderMail(
      message(
        "announcement",
        {},
        {
          user_name: "https://evil.test",
          announcement: {
            title: "Rules",
            body: "Read https://fest.example/rules",
            event_name: null,
            event_slug: null,
            corrected_at: null,
          },
        },
      ),
      links,
    );
    expect(mail.html).toContain('<a href="https://fest.example/rules">https://fest.example/rules</a>');
    expect(mail.html).toContain("<p>Hello https[:]//evil[.]test,</p>");
  });
});

describe("escapeHtml and textToHtml", () => {
  it("escapes the five characters that mean something in HTML, everywhere in the text", () => {
    expect(escapeHtml(`a & b < c > d " e ' f & <>`)).toBe("a &amp; b &lt; c &gt; d &quot; e &#39; f &amp; &lt;&gt;");
  });

  it("links http and https URLs without their closing punctuation, and nothing else", () => {
    expect(textToHtml("Read https://a.example/page, then (http://b.example/x).")).toBe(
      'Read <a href="https://a.example/page">https://a.example/page</a>, then (<a href="http://b.example/x">http://b.example/x</a>).',
    );
    expect(textToHtml("Is https://a.example/q? Yes! https://b.example/]")).toBe(
      'Is <a href="https://a.example/q">https://a.example/q</a>? Yes! <a href="https://b.example/">https://b.example/</a>]',
    );
    expect(textToHtml("https://a.example/x;y:z! end")).toBe(
      '<a href="https://a.example/x;y:z">https://a.example/x;y:z</a>! end',
    );
    expect(textToHtml("no ftp://a.example/x nor xhttps://a.example/y nor https:// here")).toBe(
      "no ftp://a.example/x nor xhttps://a.example/y nor https:// here",
    );
  });

  it("ends a link at a space, a quote or an angle bracket", () => {
    expect(textToHtml(`"https://a.example/1" <https://a.example/2> 'https://a.example/3' https://a.example/4\tx`)).toBe(
      '&quot;<a href="https://a.example/1">https://a.example/1</a>&quot; &lt;<a href="https://a.example/2">https://a.example/2</a>&gt; &#39;<a href="https://a.example/3">https://a.example/3</a>&#39; <a href="https://a.example/4">https://a.example/4</a>\tx',
    );
  });

  it("turns each line break (LF or CRLF) into <br>", () => {
    expect(textToHtml("a\r\nb\nc\n")).toBe("a<br>\nb<br>\nc<br>\n");
  });
});

describe("festivalTime", () => {
  it("writes a moment in the given zone on the 24-hour clock, with the zone named", () => {
    expect(festivalTime("2020-02-01T13:00:00Z", "Asia/Kolkata")).toBe(
      "Saturday, 1 February 2020 at 18:30 GMT+5:30 (Asia/Kolkata)",
    );
    expect(festivalTime(new Date("2020-02-01T00:05:00Z"), "Europe/London")).toBe(
      "Saturday, 1 February 2020 at 00:05 GMT (Europe/London)",
    );
  });
});

describe("a webhook post (webhookBody)", () => {
  it("posts the title, the event, the text and the event's page, with no mentions allowed", () => {
    const body = webhookBody(
      message(
        "announcement",
        {},
        { channel: "webhook", announcement: { ...announcement, event_name: "Hack Day", event_slug: "hack-day" } },
      ),
      links,
    );
    const content = "**Doors open** (Hack Day)\nBring a laptop.\nhttps://fest.example/events/hack-day";
    expect(body).toEqual({ content, text: content, username: "Codefest '20", allowed_mentions: { parse: [] } });
  });

  it("links a festival-wide announcement to the site and cuts a long one to 1900 characters", () => {
    expect(webhookBody(message("announcement", {}, { announcement }), links)).toMatchObject({
      content: "**Doors open**\nBring a laptop.\nhttps://fest.example",
    });
    const long = webhookBody(
      message("announcement", {}, { announcement: { ...announcement, body: "x".repeat(3000) } }),
      links,
    ) as {
      content: string;
    };
    expect(long.content).toHaveLength(1900);
    expect(long.content.startsWith("**Doors open**\nxxx")).toBe(true);
  });

  it("pings nobody on Slack: every <!...> and <@...> token, and & < > anywhere, are escaped in text (issue 37)", () => {
    const body = webhookBody(
      message(
        "announcement",
        {},
        {
          announcement: {
            ...announcement,
            title: "<!channel> Doors & <@U024BE7LH>",
            body: "<!here> <!everyone> <!subteam^SAZ94GDB8> <#C024BE7LR> <https://evil.test|click> a<b>c &amp;",
          },
        },
      ),
      links,
    ) as { content: string; text: string };
    expect(body.text).toBe(
      "**&lt;!channel&gt; Doors &amp; &lt;@U024BE7LH&gt;**\n" +
        "&lt;!here&gt; &lt;!everyone&gt; &lt;!subteam^SAZ94GDB8&gt; &lt;#C024BE7LR&gt; &lt;https://evil.test|click&gt; " +
        "a&lt;b&gt;c &amp;amp;\nhttps://fest.example",
    );
    // Discord shows the text as written; its mentions are off (allowed_mentions).
    expect(body.content).toBe(
      "**<!channel> Doors & <@U024BE7LH>**\n<!here> <!everyone> <!subteam^SAZ94GDB8> <#C024BE7LR> " +
        "<https://evil.test|click> a<b>c &amp;\nhttps://fest.example",
    );
  });

  it("fails when its announcement was deleted", () => {
    expect(() => webhookBody(message("announcement", {}), links)).toThrow(
      "the announcement of this webhook post no longer exists",
    );
  });
});
