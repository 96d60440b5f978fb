import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { MailConfig } from "../../../server/src/config";

/**
 * A real SMTP server in the test process: what it accepts is parsed (mailparser) into `inbox`. Addresses in `refuse`
 * get a permanent 550 at RCPT TO, those in `defer` a passing 451; `stop()` and `start()` take it down and back on the
 * same port.
 */
export interface TestSmtp {
  port: number;
  url: string;
  inbox: ParsedMail[];
  /** When the server accepted each mail of `inbox` (its end of DATA), in Date.now() milliseconds. */
  arrivedAt: (mail: ParsedMail) => number;
  /** How many SMTP connections clients have opened so far. */
  readonly connections: number;
  refuse: Set<string>;
  defer: Set<string>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /**
   * Holds back the server's answer to every mail sent from now on (the client waits for it) until the returned
   * function is called; `held` counts the mails waiting for it.
   */
  hold: () => () => void;
  readonly held: number;
  /** Waits until a mail to `address` matching `test` has arrived, and returns it. */
  waitFor: (address: string, test?: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((to) => to?.value ?? [])
    .map((entry) => entry.address?.toLowerCase());

export async function startSmtp(): Promise<TestSmtp> {
  const inbox: ParsedMail[] = [];
  const arrivals = new WeakMap<ParsedMail, number>();
  const refuse = new Set<string>();
  const defer = new Set<string>();
  let connections = 0;
  let holding: Promise<void> | null = null;
  let held = 0;
  let server: SMTPServer | null = null;
  let port = 0;
  const make = () =>
    new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      // `stop()` is a server going down: the clients' open connections are told so (421) and closed at once, where
      // the library's default waits 30 s for them to end (a pooled client keeps its connection open), long enough
      // for a test of a backlog to spend 20 s in `stop()` alone.
      closeTimeout: 100,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error("No such mailbox here"), { responseCode: 550 });
          callback(error);
          return;
        }
        if (defer.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        let ended = 0;
        stream.on("end", () => {
          ended = Date.now();
        });
        simpleParser(stream).then(
          async (mail) => {
            if (holding) {
              held += 1;
              await holding;
              held -= 1;
            }
            arrivals.set(mail, ended || Date.now());
            inbox.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = make();
      server.on("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server?.server.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const closing = server;
      server = null;
      closing.close(() => resolve());
    });
  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    inbox,
    arrivedAt: (mail) => arrivals.get(mail) ?? Number.NaN,
    get connections() {
      return connections;
    },
    hold: () => {
      let release = () => {};
      holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        holding = null;
        release();
      };
    },
    get held() {
      return held;
    },
    refuse,
    defer,
    start,
    stop,
    waitFor: async (address, test = () => true, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.find((mail) => recipients(mail).includes(address.toLowerCase()) && test(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Polls `read` until `done` holds for its value (states, not fixed sleeps). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The API's mail settings for a test that sends to `smtp`: the festival's sender, a rate no test waits on, and the
 * festival's time zone; `extra` overrides any of them.
 */
export const testMailConfig = (smtp: TestSmtp, extra: Partial<MailConfig> = {}): MailConfig => ({
  smtpUrl: smtp.url,
  from: '"Codefest \'20" <no-reply@codefest.example.org>',
  rate: 100,
  timeZone: "Asia/Kolkata",
  ...extra,
});
