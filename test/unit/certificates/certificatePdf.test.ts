import { readFile } from "node:fs/promises";
import path from "node:path";
import { type CertificatePdfData, createCertificatePdf } from "../../../src/features/certificates/pdf/certificatePdf";
import type { Subset } from "../../../src/features/certificates/pdf/fontSubsets";
import { extractPdfText, pageText, type PdfText } from "../../support/pdfText";

jest.setTimeout(30000);

const FONTS = path.join(__dirname, "../../../node_modules/@fontsource/noto-sans/files");

function fontLoader() {
  const loaded: Subset[] = [];
  const load = async (subset: Subset) => {
    loaded.push(subset);
    return new Uint8Array(await readFile(path.join(FONTS, `noto-sans-${subset}-400-normal.woff`)));
  };
  return { load, loaded };
}

const certificate = (overrides: Partial<CertificatePdfData> = {}): CertificatePdfData => ({
  id: "q3Vb8kLm2NpR7sTw9xYz1A",
  name: "Asha Verma",
  event: "Capture The Flag",
  edition: "Codefest '20",
  issuedOn: "21 November 2026",
  verifyUrl: "http://localhost/certificates/q3Vb8kLm2NpR7sTw9xYz1A",
  ...overrides,
});

async function render(overrides: Partial<CertificatePdfData> = {}) {
  const fonts = fontLoader();
  const text = await extractPdfText(await createCertificatePdf(certificate(overrides), fonts.load));
  return { text, all: pageText(text), loaded: fonts.loaded };
}

/** Text without spaces: pdfjs returns each font run as its own item. */
const compact = (text: string) => text.normalize("NFC").replace(/\s+/g, "");

/** Every text item lies inside the page with at least half an inch to spare on each side. */
function expectInsideMargins(text: PdfText) {
  const { width, height, items } = text.pages[0];
  for (const item of items.filter((candidate) => candidate.str.trim())) {
    expect(item.x).toBeGreaterThanOrEqual(36);
    expect(item.x + item.width).toBeLessThanOrEqual(width - 36);
    expect(item.y).toBeGreaterThanOrEqual(36);
    expect(item.y + item.height).toBeLessThanOrEqual(height - 36);
  }
}

describe("createCertificatePdf", () => {
  it("makes one A4 landscape page with the name, event, edition, id and a clickable verification link", async () => {
    const { text, all, loaded } = await render();
    expect(text.pages).toHaveLength(1);
    expect(Math.round(text.pages[0].width)).toBe(842);
    expect(Math.round(text.pages[0].height)).toBe(595);
    for (const part of ["Certificate of Participation", "Asha Verma", "Capture The Flag", "Codefest '20"]) {
      expect(all).toContain(part);
    }
    expect(all).toContain("21 November 2026");
    expect(all).toContain("Certificate ID: q3Vb8kLm2NpR7sTw9xYz1A");
    expect(all).toContain("Verify at http://localhost/certificates/q3Vb8kLm2NpR7sTw9xYz1A");
    expect(text.pages[0].links).toEqual(["http://localhost/certificates/q3Vb8kLm2NpR7sTw9xYz1A"]);
    expect(loaded).toEqual(["latin"]);
    expectInsideMargins(text);
  });

  it("draws a Devanagari name with its own font, as extractable text", async () => {
    const { all, loaded } = await render({ name: "अनन्या" });
    expect(all).toContain("अनन्या");
    expect(loaded).toEqual(["latin", "devanagari"]);
  });

  it("draws accented Latin, Vietnamese, Greek and Cyrillic names", async () => {
    for (const name of ["Zoë Ünal-Łukasiewicz", "Nguyễn Thị Ánh", "Ελένη Παπαδοπούλου", "Анна Иванова"]) {
      expect(compact((await render({ name })).all)).toContain(compact(name));
    }
  });

  it("prints a name with no last name as it is", async () => {
    const { text } = await render({ name: "  Ananya " });
    expect(text.pages[0].items.map((item) => item.str)).toContain("Ananya");
  });

  it("prints Participant when the profile has no name", async () => {
    expect((await render({ name: "   " })).all).toContain("Participant");
  });

  it("keeps the rest of a name whose characters no embedded font has, marking the missing ones", async () => {
    const { all } = await render({ name: "Li 王小明 Chen" });
    expect(all).toContain("Li");
    expect(all).toContain("Chen");
    expect(all).toContain("\uFFFD");
  });

  it("shrinks and wraps a very long name so nothing leaves the printable area", async () => {
    const name = `${"Venkata Subrahmanya Lakshmi Narasimha ".repeat(3)}Raghavendra Srinivasa Rao`;
    const { text, all } = await render({ name });
    expect(compact(all)).toContain(compact(name));
    expectInsideMargins(text);
    const single = `${"Bartholomew".repeat(12)}`;
    const long = await render({ name: single });
    expect(long.all).toContain(single);
    expectInsideMargins(long.text);
  });
});
