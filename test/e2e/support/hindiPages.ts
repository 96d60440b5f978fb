import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** Messages the same in both languages by design: names (programming languages and tools, the hackathon). */
const SAME_IN_BOTH = new Set(["C++", "Haxplore", "Java", "JavaScript", "Linux", "Python"]);

/**
 * The English catalogues' texts a Hindi page must not show: every message without arguments, from every area
 * (src/i18n/messages/<area>/en.json), but names and punctuation. A Hindi catalogue's message left in English is among
 * them, so a page showing it fails.
 */
export function englishCatalogueTexts(): Set<string> {
  const root = path.resolve("src/i18n/messages");
  const texts = new Set<string>();
  for (const area of readdirSync(root)) {
    const english = JSON.parse(readFileSync(path.join(root, area, "en.json"), "utf8")) as Record<string, string>;
    for (const text of Object.values(english).map((message) => message.trim())) {
      if (!/[{}]/.test(text) && /[A-Za-z]/.test(text) && !SAME_IN_BOTH.has(text)) texts.add(text);
    }
  }
  return texts;
}

/**
 * The texts a reader meets on the page: its text nodes, the names and hints in attributes, and the document's title
 * whole and in its parts ("Codefest '20 | Events": "Events"), as a tab or a screen reader says it.
 */
const shownTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [document.title, ...document.title.split(" | ")];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode.nodeValue ?? "");
    for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) texts.push(element.getAttribute(name) ?? "");
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });

/** The English catalogue texts (englishCatalogueTexts) the page shows: none on a page in Hindi. */
export async function englishShown(page: Page, english: Set<string>): Promise<string[]> {
  return (await shownTexts(page)).filter((text) => english.has(text));
}

/** The English catalogue texts in a title as the HTML a visitor receives carries it (the pre-rendered pages'). */
export function englishInTitle(html: string, english: Set<string>): string[] {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const text = title.replace(/&lt;/g, "<").replace(/&amp;/g, "&");
  return [text, ...text.split(" | ")].filter((part) => english.has(part.trim()));
}

/**
 * Text cut off by a box that hides its overflow (overflow hidden or clip, an ellipsis, a clamp): each text node's
 * lines against every such ancestor's box. Visually hidden text (a 1 px box, a clip) is for screen readers and left out.
 */
export const clippedTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const hides = (value: string) => value === "hidden" || value === "clip";
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const text = node.nodeValue?.trim();
      if (!text || !node.parentElement) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (lines.length === 0) continue;
      for (let box: Element | null = node.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (box.clientWidth <= 1 || box.clientHeight <= 1 || style.clip !== "auto" || style.clipPath !== "none") break;
        const [x, y] = [hides(style.overflowX), hides(style.overflowY)];
        if (!x && !y) continue;
        const edge = box.getBoundingClientRect();
        const left = edge.left + box.clientLeft;
        const top = edge.top + box.clientTop;
        const cut = lines.some(
          (line) =>
            (x && (line.left < left - 1 || line.right > left + box!.clientWidth + 1)) ||
            (y && (line.top < top - 1 || line.bottom > top + box!.clientHeight + 1)),
        );
        if (cut) {
          found.push(`"${text.slice(0, 40)}" in <${box.tagName.toLowerCase()} class="${box.className}">`);
          break;
        }
      }
    }
    return found;
  });
