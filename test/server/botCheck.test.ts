import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { passesBotCheck } from "../../server/src/services/recaptcha";

// The sign-up's bot check against a stand-in for the verification service on a local port: what it is sent, and which
// answers let a sign-up through.

interface Received {
  method: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

let server: Server;
let verifyUrl: string;
let received: Received[] = [];
/** The status and body the stand-in answers with next. */
let answer: { status: number; body: string } = { status: 200, body: "{}" };

const read = async (request: IncomingMessage) => {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text;
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void read(request).then((body) => {
      received.push({
        method: request.method,
        contentType: request.headers["content-type"],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      response.writeHead(answer.status, { "Content-Type": "application/json" });
      response.end(answer.body);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/verify`;
});

afterAll(async () => {
  server.close();
  await once(server, "close");
});

beforeEach(() => {
  received = [];
});

const settings = () => ({ secret: "s3cret", verifyUrl, minScore: 0.5 });

const check = async (status: number, body: unknown) => {
  answer = { status, body: typeof body === "string" ? body : JSON.stringify(body) };
  return passesBotCheck(settings(), "token-1");
};

describe("the bot check (passesBotCheck)", () => {
  it("lets everyone through when no secret is configured, without asking the service", async () => {
    await expect(passesBotCheck(undefined, "")).resolves.toBe(true);
    expect(received).toEqual([]);
  });

  it("refuses an empty answer without asking the service", async () => {
    await expect(passesBotCheck(settings(), "")).resolves.toBe(false);
    expect(received).toEqual([]);
  });

  it("posts the secret and the browser's answer as a form", async () => {
    await expect(check(200, { success: true })).resolves.toBe(true);
    expect(received).toEqual([
      {
        method: "POST",
        contentType: "application/x-www-form-urlencoded",
        form: { secret: "s3cret", response: "token-1" },
      },
    ]);
  });

  it("passes a score at or above the minimum, and an answer without a score", async () => {
    await expect(check(200, { success: true, score: 0.9 })).resolves.toBe(true);
    await expect(check(200, { success: true, score: 0.5 })).resolves.toBe(true);
    await expect(check(200, { success: true, score: "0.1" })).resolves.toBe(true);
  });

  it("refuses a score below the minimum, an unsuccessful answer and one whose success is not true", async () => {
    await expect(check(200, { success: true, score: 0.49 })).resolves.toBe(false);
    await expect(check(200, { success: false, score: 0.9 })).resolves.toBe(false);
    await expect(check(200, { success: "true", score: 0.9 })).resolves.toBe(false);
    await expect(check(200, { score: 0.9 })).resolves.toBe(false);
  });

  it("counts an error status, a body that is not JSON and an unreachable service as failed checks", async () => {
    await expect(check(500, { success: true, score: 0.9 })).resolves.toBe(false);
    await expect(check(200, "<html>")).resolves.toBe(false);
    await expect(passesBotCheck({ ...settings(), verifyUrl: "http://127.0.0.1:9/verify" }, "token-1")).resolves.toBe(
      false,
    );
  });
});
