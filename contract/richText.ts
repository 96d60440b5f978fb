import * as z from "zod/mini";
import { BIDI_CONTROLS } from "./fields";
import { allowedHref, blockItems, type Inline, RICH_TEXT_LIMITS, type RichText } from "./richTextDoc";

export { allowedContestUrl, allowedHref, blockItems, LINK_SCHEMES, paragraphs, RICH_TEXT_LIMITS } from "./richTextDoc";
export type { Block, Inline, RichText } from "./richTextDoc";

/**
 * Organisers' formatted text (an event's description, its FAQ's introduction and answers) in a small structured form:
 * paragraphs and lists of plain text and links, nothing else. Organisers write Markdown in the console; the server
 * parses it into this form once, when it is saved (contract/richTextParse.ts, the console's preview uses the same
 * function), and stores and answers only this form. So the public pages ship no Markdown parser, and no HTML from
 * data can reach a page: the app's renderer (src/ui/RichText.tsx) makes React elements of it, which escape text.
 * Compact JSON: `[{"p": ["Write to ", {"href": "mailto:a@example.org", "text": "us"}, "."]}, {"ul": [["one"], ["two"]]}]`.
 */
const inlineSchema = z.union([
  z.string(),
  z.strictObject({
    href: z.string().check(z.refine((href) => allowedHref(href) === href, { error: "Not an allowed link." })),
    text: z.string(),
  }),
]);
const inlinesSchema = z.array(inlineSchema).check(z.maxLength(RICH_TEXT_LIMITS.inlines));
const itemsSchema = z.array(inlinesSchema).check(z.minLength(1), z.maxLength(RICH_TEXT_LIMITS.items));

/** The stored and answered form, checked on every answer and every stored version the server reads. */
export const richTextSchema = z
  .array(
    z.union([
      z.strictObject({ p: inlinesSchema }),
      z.strictObject({ ul: itemsSchema }),
      z.strictObject({ ol: itemsSchema }),
    ]),
  )
  .check(z.maxLength(RICH_TEXT_LIMITS.blocks));

const inlineText = (inline: Inline) => (typeof inline === "string" ? inline : inline.text);

/** Whether a link's text is its address as written (`https://a.org` for `https://a.org/`, `a@b.org` for mailto:). */
export function textIsAddress(link: { href: string; text: string }): boolean {
  const bare = link.href.replace(/^(mailto|tel):/, "");
  if (link.text === bare || link.text === link.href) return true;
  try {
    return new URL(link.text).href === link.href;
  } catch {
    return false;
  }
}

/**
 * The text as plain text, for a mail, a calendar's DESCRIPTION, a search: paragraphs separated by a blank line, list
 * items on lines of their own ("- " or "1. "), a link's text followed by its address in parentheses when they differ.
 */
export function plainText(doc: RichText): string {
  const line = (inlines: Inline[]) =>
    inlines
      .map((inline) => {
        if (typeof inline === "string") return inline;
        return textIsAddress(inline) ? inline.text : `${inline.text} (${inline.href.replace(/^(mailto|tel):/, "")})`;
      })
      .join("")
      .replace(BIDI_CONTROLS, "");
  return doc
    .map((block) =>
      "p" in block
        ? line(block.p)
        : blockItems(block)
            .map((item, index) => `${"ol" in block ? `${index + 1}.` : "-"} ${line(item)}`)
            .join("\n"),
    )
    .join("\n\n");
}

/** Whether the text says nothing (no block, or only blank ones). */
export const isBlank = (doc: RichText): boolean =>
  doc.every((block) => blockItems(block).every((item) => item.map(inlineText).join("").trim() === ""));

// Characters Markdown would read as syntax inside a line, and at the start of one.
const INLINE_SYNTAX = /([\\`*_[\]<>!~|])/g;
const ENTITY_LIKE = /&(?=#?[0-9A-Za-z]+;)/g;
const LINE_START_SYNTAX = /^(\s*)([#>+=-]|\d+[.)])/;

function escapeText(text: string): string {
  return text.replace(INLINE_SYNTAX, "\\$1").replace(ENTITY_LIKE, "&amp;");
}

function inlinesToMarkdown(inlines: Inline[]): string {
  const written = inlines
    .map((inline) => {
      if (typeof inline === "string") return escapeText(inline.replace(/\s+/g, " "));
      const address = inline.href.replace(/^mailto:/, "");
      if (inline.href.startsWith("https:") && textIsAddress(inline) && /^https:[^\s<>]+$/.test(inline.text)) {
        return `<${inline.text}>`;
      }
      if (inline.href.startsWith("mailto:") && inline.text === address && /^[^\s<>()]+@[^\s<>()]+$/.test(address)) {
        return `<${address}>`;
      }
      return `[${escapeText(inline.text.replace(/\s+/g, " "))}](<${inline.href}>)`;
    })
    .join("");
  return written.replace(LINE_START_SYNTAX, "$1\\$2");
}

/**
 * Markdown that parses back into the same text (contract/richTextParse.ts): what the console's editor shows for a
 * stored version. Organisers' own spelling (`*` or `-` bullets, a bare address) comes back in this one spelling.
 */
export function toMarkdown(doc: RichText): string {
  return doc
    .map((block) => {
      if ("p" in block) return inlinesToMarkdown(block.p);
      const ordered = "ol" in block;
      return blockItems(block)
        .map((item, index) => `${ordered ? `${index + 1}.` : "-"} ${inlinesToMarkdown(item)}`)
        .join("\n");
    })
    .join("\n\n");
}
