import { readFile } from "node:fs/promises";
import path from "node:path";
import { DecompressionStream as NodeDecompressionStream } from "node:stream/web";
import { type CertificatePdfData, createCertificatePdf } from "../../../src/features/certificates/pdf/certificatePdf";
import { certificateWords } from "../../../src/features/certificates/pdf/certificateWords";
import { type FontFile, fontFileName } from "../../../src/features/certificates/pdf/fontSubsets";
import { createHarfBuzzShaper } from "../../../src/features/certificates/pdf/shaper";
import { extractPdfText, pageText, type PdfText } from "../../support/pdfText";

const FONTSOURCE = path.join(__dirname, "../../../node_modules/@fontsource");
const HARFBUZZ_WASM = path.join(__dirname, "../../../node_modules/harfbuzzjs/dist/harfbuzz.wasm");

// Browsers and Node have DecompressionStream; the test's DOM does not.
globalThis.DecompressionStream ??= NodeDecompressionStream as unknown as typeof DecompressionStream;

function fontLoader() {
  const loaded: string[] = [];
  const load = async (file: FontFile) => {
    loaded.push(file.family === "noto-sans" ? file.subset : `${file.family} ${file.subset}`);
    return new Uint8Array(await readFile(path.join(FONTSOURCE, file.family, "files", fontFileName(file))));
  };
  let shaperLoads = 0;
  const loadShaper = async () => {
    shaperLoads += 1;
    return createHarfBuzzShaper(await readFile(HARFBUZZ_WASM));
  };
  return { load, loaded, loadShaper, shaperLoads: () => shaperLoads };
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
  const data = certificate(overrides);
  const pdf = await createCertificatePdf(data, await certificateWords(data), fonts.load, fonts.loadShaper);
  const text = await extractPdfText(pdf);
  return { text, all: pageText(text), loaded: fonts.loaded };
}

/** Text without spaces: pdfjs returns each font run as its own item. */
const compact = (text: string) => text.normalize("NFC").replace(/\s+/g, "");

/** Every text item lies inside the page with the promised inch (72 pt) to spare on each side. */
function expectInsideMargins(text: PdfText) {
  const { width, height, items } = text.pages[0];
  // A line set to exactly the text width ends at the margin; the sum of its glyph widths may round past it by far
  // less than a hundredth of a point.
  const inch = 72 - 0.01;
  for (const item of items.filter((candidate) => candidate.str.trim())) {
    expect(item.x).toBeGreaterThanOrEqual(inch);
    expect(item.x + item.width).toBeLessThanOrEqual(width - inch);
    expect(item.y).toBeGreaterThanOrEqual(inch);
    expect(item.y + item.height).toBeLessThanOrEqual(height - inch);
  }
}

describe("createCertificatePdf", () => {
  it("says merit and the rank on a merit certificate, with the verification link", async () => {
    const second = await render({ rank: 2 });
    expect(second.all).toContain("Certificate of Merit");
    expect(second.all).toContain("took 2nd place in");
    expect(second.all).not.toContain("Participation");
    expect(second.all).toContain("Verify at http://localhost/certificates/q3Vb8kLm2NpR7sTw9xYz1A");
    expect((await render({ rank: 1 })).all).toContain("is the Winner of");
  });

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

  it("draws Chinese, Japanese and Korean names with only the CJK slices they need, as extractable text", async () => {
    const chinese = await render({ name: "王小明" });
    expect(compact(chinese.all)).toContain("王小明");
    expect(chinese.loaded[0]).toBe("latin");
    expect(chinese.loaded.slice(1).every((file) => file.startsWith("noto-sans-sc ["))).toBe(true);
    expect(chinese.loaded.length).toBeLessThanOrEqual(4);

    const japanese = await render({ name: "佐藤 はなこ サクラ" });
    expect(compact(japanese.all)).toContain("佐藤はなこサクラ");
    expect(japanese.loaded.slice(1).every((file) => file.startsWith("noto-sans-jp ["))).toBe(true);

    const korean = await render({ name: "김민준 이서연" });
    expect(compact(korean.all)).toContain("김민준이서연");
    expect(korean.loaded.slice(1).every((file) => file.startsWith("noto-sans-kr ["))).toBe(true);
  });

  it("draws Tamil and Bengali names with their own fonts, as extractable text", async () => {
    const tamil = await render({ name: "தமிழ்நிலா முருகன்" });
    expect(compact(tamil.all)).toContain("தமிழ்நிலாமுருகன்");
    expect(tamil.loaded).toEqual(["latin", "noto-sans-tamil tamil"]);
    const bengali = await render({ name: "সুমন দাস" });
    expect(compact(bengali.all)).toContain("সুমনদাস");
    expect(bengali.loaded).toEqual(["latin", "noto-sans-bengali bengali"]);
  });

  it("draws an Arabic name right to left, with every letter extractable", async () => {
    const { text, all, loaded } = await render({ name: "محمد علي" });
    expect(loaded).toEqual(["latin", "noto-sans-arabic arabic"]);
    for (const letter of "محمدعلي") expect(all).toContain(letter);
    const words = text.pages[0].items.filter((item) => /[\u0600-\u06ff]/u.test(item.str));
    const first = words.find((item) => item.str.includes("محمد"));
    const second = words.find((item) => item.str.includes("علي"));
    expect(first && second && first.x > second.x).toBe(true);
  });

  it("says a Hindi reader's certificate in Hindi, Devanagari in its own font, the names as they are", async () => {
    const { text, all, loaded } = await render({ language: "hi", issuedOn: "21 नवंबर 2026" });
    const words = compact(all);
    // Words without a vowel sign drawn before its consonant (ि), which text extraction reads in the order drawn; how
    // those are shaped is test/unit/certificates/shapedNames.test.ts's.
    for (const part of [
      "भागीदारी प्रमाणपत्र",
      "जाता है",
      "ने इस इवेंट में भाग",
      "Codefest '20 में · 21 नवंबर 2026 को जारी",
      "प्रमाणपत्र संख्या: q3Vb8kLm2NpR7sTw9xYz1A",
      "सत्यापन: http://localhost/certificates/q3Vb8kLm2NpR7sTw9xYz1A",
    ]) {
      expect(words).toContain(compact(part));
    }
    for (const name of ["Asha Verma", "Capture The Flag", "CODEFEST '20"]) expect(all).toContain(name);
    expect(all).not.toMatch(/Certificate|certify|took part|Verify/);
    expect(loaded).toEqual(["latin", "devanagari"]);
    expect(text.pages[0].links).toEqual(["http://localhost/certificates/q3Vb8kLm2NpR7sTw9xYz1A"]);
    expectInsideMargins(text);
  });

  it("says merit and the place in Hindi", async () => {
    const second = compact((await render({ language: "hi", rank: 2 })).all);
    expect(second).toContain(compact("योग्यता प्रमाणपत्र"));
    expect(second).toContain(compact("ने इस इवेंट में दूसरा स्थान प्राप्त"));
    expect(second).not.toContain(compact("भागीदारी"));
    // "विजेता": its vowel sign ि is drawn before व.
    expect(compact((await render({ language: "hi", rank: 1 })).all)).toContain(compact("इस इवेंट के िवजेता हैं:"));
    // No name: "प्रतिभागी" (participant), then the line that follows the name.
    expect(compact((await render({ language: "hi", name: " " })).all)).toContain(compact("भागी ने इस इवेंट"));
  });

  it("keeps an English reader's certificate in English, in the design's serif", async () => {
    const { all, loaded } = await render({ language: "en", rank: 3 });
    expect(all).toContain("Certificate of Merit");
    expect(all).toContain("took 3rd place in");
    expect(all).not.toMatch(/[\u0900-\u097f]/u);
    expect(loaded).toEqual(["latin"]);
  });

  it("prints a name with no last name as it is", async () => {
    const { text } = await render({ name: "  Ananya " });
    expect(text.pages[0].items.map((item) => item.str)).toContain("Ananya");
  });

  it("prints Participant when the profile has no name", async () => {
    expect((await render({ name: "   " })).all).toContain("Participant");
  });

  it("keeps the rest of a name whose characters no embedded font has, marking the missing ones", async () => {
    const { all } = await render({ name: "Li สมชาย Chen" });
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
