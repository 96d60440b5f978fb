import { readFile } from "node:fs/promises";
import path from "node:path";
import { DecompressionStream as NodeDecompressionStream } from "node:stream/web";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { answerPdfRequest, type PdfRequest } from "../../../src/features/certificates/pdf/pdfRequests";
import { apiUrl } from "../../msw/apiUrl";
import { certificate } from "../../msw/handlers/certificates";
import { server } from "../../msw/server";
import { extractPdfText, pageText } from "../../support/pdfText";
import { seededName, soloEvents, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [teamEvent] = teamEvents(1);
const [, secondSoloEvent] = soloEvents(2);

const LATIN_FONT = path.join(
  __dirname,
  "../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
);
// In Jest every font asset resolves to the file stub's name; the app fetches it from the page's origin.
const fontUrl = () => new URL("test-file-stub", window.location.href).toString();

interface Download {
  fileName: string;
  blob: Blob;
}

/** Captures what the app hands the browser to download, instead of jsdom's unimplemented navigation. */
function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:certificate-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => void blobs.delete(url),
  });
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  return downloads;
}

async function openDashboard() {
  const user = userEvent.setup();
  renderApp({ route: "/dashboard", preloadedState: loggedIn() });
  const section = await screen.findByRole("region", { name: "Certificates" });
  return { user, section };
}

afterEach(() => jest.restoreAllMocks());

// Browsers and Node have DecompressionStream (the PDF maker unpacks the WOFF fonts with it); the test's DOM does not.
globalThis.DecompressionStream ??= NodeDecompressionStream as unknown as typeof DecompressionStream;

/** The scripts the page started workers from, and what it told them. */
const started: string[] = [];
const told: PdfRequest[] = [];

/**
 * jsdom has no workers. This one stands for the PDF maker's: it runs the worker's own handler (`pdfRequests.ts`) in
 * the test's thread and answers the page asynchronously, as a worker's message does; it records what it was started
 * from and told. The real worker is run by the browser tests (test/e2e/certificates.test.ts).
 */
class InThreadWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror = null;
  constructor(url: URL | string) {
    started.push(String(url));
  }
  postMessage(request: PdfRequest) {
    told.push(request);
    void answerPdfRequest(request, (answer) => setTimeout(() => this.onmessage?.({ data: answer })));
  }
  terminate() {}
}
beforeAll(() => Object.assign(window, { Worker: InThreadWorker }));
afterAll(() => Reflect.deleteProperty(window, "Worker"));

describe("dashboard certificates", () => {
  describe("the PDF maker, started ahead of the click", () => {
    /** Holds what the app leaves for the browser's idle time, to be run when the test says the page is idle. */
    function holdIdleTasks(): Array<() => void> {
      const held: Array<() => void> = [];
      Object.assign(window, {
        requestIdleCallback: (task: () => void) => held.push(task),
        cancelIdleCallback: () => undefined,
      });
      return held;
    }

    // First in the file: an earlier test's dashboard (jsdom has no idle callbacks; the app's run after a timeout) could
    // tell the maker to warm up while these wait for the idle time. Between these two, the first waits for its own.
    beforeEach(() => void (told.length = 0));
    afterEach(() => {
      Reflect.deleteProperty(window, "requestIdleCallback");
      Reflect.deleteProperty(window, "cancelIdleCallback");
    });

    it("is told to warm up once the dashboard lists a certificate and the browser is idle, not before", async () => {
      const idle = holdIdleTasks();
      server.use(http.get(apiUrl("certificates/"), () => HttpResponse.json([certificate()])));
      const { section } = await openDashboard();
      await within(section).findByRole("button", { name: `Download certificate for ${seededName(teamEvent)}` });
      expect(told).toEqual([]);
      // The page's other idle work (the published festival's read) is held too: all of it runs now.
      expect(idle.length).toBeGreaterThan(0);
      idle.splice(0).forEach((task) => task());
      // The worker loads the maker's code and the Latin font before any click.
      await waitFor(() => expect(told).toEqual([{ kind: "warm" }]));
      expect(started.length).toBeGreaterThan(0);
      for (const url of started) expect(url).toMatch(/\/certificates\/pdf\/pdfWorker\.ts$/);
    });

    it("is not told anything when no certificate can be downloaded", async () => {
      const idle = holdIdleTasks();
      server.use(
        http.get(apiUrl("certificates/"), () =>
          HttpResponse.json([certificate({ revoked_at: "2026-11-24T10:00:00.000Z", revoked_reason: "Corrected." })]),
        ),
      );
      const { section } = await openDashboard();
      await within(section).findByText(/\(revoked\)/);
      // The revoked row is on screen: whatever the page left for the idle time runs, and the PDF maker is not told.
      idle.splice(0).forEach((task) => task());
      await within(section).findByText(/\(revoked\)/);
      expect(told).toEqual([]);
    });
  });

  it("offers a download only for the events with a certificate", async () => {
    server.use(
      http.get(apiUrl("certificates/"), () =>
        HttpResponse.json([
          certificate(),
          certificate({
            id: "m8Jk2LpQ4RsT6UvW8XyZ0a",
            event: { slug: secondSoloEvent, name: seededName(secondSoloEvent) },
          }),
          certificate({ id: "w1Nn3RrT5VvX7ZzB9DdF1h", kind: "merit", rank: 1 }),
        ]),
      ),
    );
    const { section } = await openDashboard();
    const buttons = await within(section).findAllByRole("button", { name: /^Download certificate/ });
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      `Download certificate for ${seededName(teamEvent)}`,
      `Download certificate for ${seededName(secondSoloEvent)}`,
      `Download certificate for ${seededName(teamEvent)} merit`,
    ]);
    expect(
      within(section).getByRole("link", {
        name: `Verification page for ${seededName(teamEvent)}: Certificate of merit (Winner)`,
      }),
    ).toHaveAttribute("href", "/certificates/w1Nn3RrT5VvX7ZzB9DdF1h");
    expect(section).toHaveTextContent(`${seededName(teamEvent)}: Certificate of merit (Winner)`);
    expect(
      within(section).getByRole("link", {
        name: `Verification page for ${seededName(secondSoloEvent)}: Certificate of participation`,
      }),
    ).toHaveAttribute("href", "/certificates/m8Jk2LpQ4RsT6UvW8XyZ0a");
    expect(section).toHaveTextContent("Issued 21 November 2026");
  });

  it("shows a revoked certificate as revoked, with when and why, and no download", async () => {
    server.use(
      http.get(apiUrl("certificates/"), () =>
        HttpResponse.json([
          certificate({ id: "p2Qr4St6Uv8Wx0Yz2Ab4Cd", kind: "merit", rank: 2 }),
          certificate({
            kind: "merit",
            rank: 1,
            revoked_at: "2026-11-24T10:00:00.000Z",
            revoked_reason: "Results corrected on 2026-11-24.",
          }),
        ]),
      ),
    );
    const { section } = await openDashboard();
    expect(await within(section).findByText(/Results corrected on 2026-11-24\./)).toHaveTextContent(
      "Revoked 24 November 2026: Results corrected on 2026-11-24.",
    );
    expect(section).toHaveTextContent(`${seededName(teamEvent)}: Certificate of merit (Winner) (revoked)`);
    // Two certificates of merit of one event: each verification link says which one it is.
    expect(
      within(section)
        .getAllByRole("link", { name: /^Verification page for / })
        .map((link) => link.getAttribute("aria-label")),
    ).toEqual([
      `Verification page for ${seededName(teamEvent)}: Certificate of merit (2nd place)`,
      `Verification page for ${seededName(teamEvent)}: Certificate of merit (Winner) (revoked)`,
    ]);
    const buttons = within(section).getAllByRole("button", { name: /^Download certificate/ });
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      `Download certificate for ${seededName(teamEvent)} merit`,
    ]);
  });

  it("shows no download button and says how to earn one when there is no certificate", async () => {
    const { section } = await openDashboard();
    expect(
      await within(section).findByText(/A certificate of participation appears here for every event/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: /Download certificate/ })).not.toBeInTheDocument();
  });

  it("builds the PDF in the browser, with the button disabled meanwhile, and downloads it", async () => {
    const downloads = captureDownloads();
    // Every font file waits for one gate, so the button can be seen disabled while the PDF is being made.
    let releaseFont = () => undefined as void;
    const fontsReleased = new Promise<void>((release) => (releaseFont = release));
    const fontRequested = new Promise<void>((resolve) => {
      server.use(
        http.get(apiUrl("certificates/"), () => HttpResponse.json([certificate()])),
        http.get(fontUrl(), async () => {
          resolve();
          await fontsReleased;
          return HttpResponse.arrayBuffer(new Uint8Array(await readFile(LATIN_FONT)).buffer);
        }),
      );
    });
    const { user, section } = await openDashboard();
    const button = await within(section).findByRole("button", {
      name: `Download certificate for ${seededName(teamEvent)}`,
    });
    await user.click(button);
    await fontRequested;
    expect(button).toBeDisabled();
    releaseFont();
    expect(
      await screen.findByText(`Yay! Your ${seededName(teamEvent)} certificate is downloading.`),
    ).toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(downloads.map((download) => download.fileName)).toEqual([`codefest-20-certificate-${teamEvent}.pdf`]);
    const text = pageText(await extractPdfText(new Uint8Array(await downloads[0].blob.arrayBuffer())));
    expect(text).toContain("Asha Verma");
    expect(text).toContain(seededName(teamEvent));
    expect(text).toContain(`${window.location.origin}/certificates/q3Vb8kLm2NpR7sTw9xYz1A`);
  });

  it("says so in a toast when the PDF cannot be made, and lets the participant try again", async () => {
    const downloads = captureDownloads();
    server.use(
      http.get(apiUrl("certificates/"), () => HttpResponse.json([certificate()])),
      http.get(fontUrl(), () => new HttpResponse(null, { status: 503 })),
    );
    const { user, section } = await openDashboard();
    const button = await within(section).findByRole("button", {
      name: `Download certificate for ${seededName(teamEvent)}`,
    });
    await user.click(button);
    expect(
      await screen.findByText("Oops... Your certificate could not be created. Check your connection and try again."),
    ).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(downloads).toEqual([]);
  });

  it("does not claim there are no certificates when the answer cannot be read", async () => {
    server.use(http.get(apiUrl("certificates/"), () => HttpResponse.json({ unexpected: true })));
    const { section } = await openDashboard();
    expect(await within(section).findByText("Your certificates could not be loaded.")).toBeInTheDocument();
    expect(within(section).queryByText(/A certificate of participation appears here/)).not.toBeInTheDocument();
  });

  it("shows a retry when the certificates cannot be loaded", async () => {
    let fail = true;
    server.use(
      http.get(apiUrl("certificates/"), () => (fail ? HttpResponse.error() : HttpResponse.json([certificate()]))),
    );
    const { user, section } = await openDashboard();
    expect(await within(section).findByText("Your certificates could not be loaded.")).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole("button", { name: "Retry" }));
    expect(
      await within(section).findByRole("button", { name: `Download certificate for ${seededName(teamEvent)}` }),
    ).toBeInTheDocument();
  });
});
