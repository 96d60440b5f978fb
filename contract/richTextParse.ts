import { Lexer, type Token, type Tokens } from "marked";
import { stripBidiControls } from "./fields";
import { allowedHref, type Block, type Inline, RICH_TEXT_LIMITS, type RichText } from "./richText";

/**
 * Organisers' Markdown into the stored form (contract/richText.ts), with what could not be kept said in words. Used by
 * the server when a version is saved and by the console's preview, so both show the same. marked's lexer (GitHub
 * flavour: bare https addresses and e-mail addresses become links) reads the text; only its paragraphs, lists and
 * links are kept. Headings, quotes and code become paragraphs of their text; emphasis and images their text; HTML
 * stays as the characters typed (shown as text, never as markup). A link to anything but https:, mailto: or tel: is
 * refused with a problem naming it, so the organiser can correct it before publishing.
 */
export interface ParsedRichText {
  doc: RichText;
  /** One problem per thing refused (a link with another scheme, a text over the limits). Empty: the text is fine. */
  problems: RichTextProblem[];
}

/**
 * What the parser refused, with what its words quote: the server says it in English with RICH_TEXT_MESSAGES (and
 * translates that by Accept-Language, server/src/i18n), the console in the organiser's language from its catalogue
 * (`eventContent.problem.<problem>`).
 */
export type RichTextProblem =
  | { problem: "linkRefused"; href: string }
  | { problem: "tooLong"; max: number; length: number }
  | { problem: "tooManyBlocks" | "tooManyItems" | "tooManyPieces"; max: number };

/** The problems in English, as the API's error answers say them. */
export const RICH_TEXT_MESSAGES = {
  linkRefused: (href: string) =>
    `The link to "${href}" was not kept: links may go only to https:, mailto: or tel: addresses.`,
  tooLong: (max: number, length: number) => `The text is too long: at most ${max} characters (it has ${length}).`,
  tooManyBlocks: `At most ${RICH_TEXT_LIMITS.blocks} paragraphs and lists.`,
  tooManyItems: `At most ${RICH_TEXT_LIMITS.items} items in a list.`,
  tooManyPieces: `At most ${RICH_TEXT_LIMITS.inlines} links and pieces of text in a paragraph.`,
} as const;

/** A problem in English (RICH_TEXT_MESSAGES). */
export function richTextProblemText(problem: RichTextProblem): string {
  switch (problem.problem) {
    case "linkRefused":
      return RICH_TEXT_MESSAGES.linkRefused(problem.href);
    case "tooLong":
      return RICH_TEXT_MESSAGES.tooLong(problem.max, problem.length);
    default:
      return RICH_TEXT_MESSAGES[problem.problem];
  }
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The few entities Markdown text may hold (`&amp;`, `&#39;`, `&#x2014;`) as characters; unknown ones stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/** Adjacent strings joined, whitespace runs made one space, the ends of the line trimmed, empty pieces dropped. */
function tidy(inlines: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const inline of inlines) {
    const piece = typeof inline === "string" ? inline.replace(/\s+/g, " ") : { ...inline, text: inline.text.trim() };
    const last = out[out.length - 1];
    if (typeof piece === "string" && typeof last === "string") out[out.length - 1] = last + piece;
    else out.push(piece);
  }
  if (typeof out[0] === "string") out[0] = out[0].trimStart();
  const end = out.length - 1;
  if (typeof out[end] === "string") out[end] = (out[end] as string).trimEnd();
  return out.filter((inline) => (typeof inline === "string" ? inline !== "" : inline.text !== ""));
}

class Reader {
  readonly problems: RichTextProblem[] = [];

  inline(tokens: Token[] | undefined): Inline[] {
    const out: Inline[] = [];
    for (const token of tokens ?? []) {
      switch (token.type) {
        case "link": {
          const link = token as Tokens.Link;
          const text = this.text(link.tokens) || link.text;
          const href = allowedHref(link.href);
          if (href) out.push({ href, text: text.trim() || href.replace(/^(mailto|tel):/, "") });
          else if (link.raw === link.text) {
            // an address typed as text that GitHub's flavour links (www.example.org as http:): it stays text
            out.push(text);
          } else {
            this.problems.push({ problem: "linkRefused", href: stripBidiControls(link.href).slice(0, 80) });
            out.push(text);
          }
          break;
        }
        case "text":
        case "escape":
        case "codespan":
        case "html":
          out.push(this.leafText(token));
          break;
        case "br":
          out.push(" ");
          break;
        case "image":
          out.push((token as Tokens.Image).text);
          break;
        default:
          // strong, em, del and anything else with children: their text, links kept
          out.push(...this.inline("tokens" in token ? (token.tokens as Token[]) : undefined));
      }
    }
    return out;
  }

  leafText(token: Token): string {
    if (token.type === "text" && "tokens" in token && token.tokens) return this.text(token.tokens as Token[]);
    if (token.type === "escape" || token.type === "html") return token.text;
    return decodeEntities((token as Tokens.Text).text);
  }

  text(tokens: Token[] | undefined): string {
    return this.inline(tokens)
      .map((inline) => (typeof inline === "string" ? inline : inline.text))
      .join("");
  }

  /** A list item's text: its paragraphs and nested lists run together on one line. */
  item(item: Tokens.ListItem): Inline[] {
    const out: Inline[] = [];
    for (const token of item.tokens) {
      if (token.type === "list") {
        for (const nested of (token as Tokens.List).items) out.push(" ", ...this.item(nested));
      } else if (token.type === "text" || token.type === "paragraph") {
        out.push(" ", ...this.inline((token as Tokens.Text).tokens ?? [token]));
      } else if (token.type !== "space") {
        out.push(" ", ...this.blocks([token]).flatMap((block) => ("p" in block ? block.p : [])));
      }
    }
    return tidy(out);
  }

  blocks(tokens: Token[]): Block[] {
    const out: Block[] = [];
    for (const token of tokens) {
      switch (token.type) {
        case "space":
        case "hr":
        case "def":
          break;
        case "list": {
          const list = token as Tokens.List;
          const items = list.items.map((item) => this.item(item)).filter((item) => item.length > 0);
          if (items.length > 0) out.push(list.ordered ? { ol: items } : { ul: items });
          break;
        }
        case "blockquote":
          out.push(...this.blocks((token as Tokens.Blockquote).tokens));
          break;
        case "code":
        case "html":
          out.push({ p: tidy([token.text]) });
          break;
        case "table": {
          const table = token as Tokens.Table;
          const rows = [table.header, ...table.rows].map((cells) => cells.map((cell) => this.text(cell.tokens)));
          out.push({ ul: rows.map((cells) => tidy([cells.join(" | ")])) });
          break;
        }
        default:
          out.push({ p: tidy(this.inline("tokens" in token ? (token.tokens as Token[]) : [token])) });
      }
    }
    return mergeLists(out.filter((block) => !("p" in block) || block.p.length > 0));
  }
}

/** Two lists of the same kind one after the other read as one list in Markdown, so they are one here too. */
function mergeLists(blocks: Block[]): Block[] {
  const out: Block[] = [];
  for (const block of blocks) {
    const last = out[out.length - 1];
    if (last && "ul" in last && "ul" in block) out[out.length - 1] = { ul: [...last.ul, ...block.ul] };
    else if (last && "ol" in last && "ol" in block) out[out.length - 1] = { ol: [...last.ol, ...block.ol] };
    else out.push(block);
  }
  return out;
}

/** Organisers' Markdown as the stored form, and what was refused. Text over the limits is refused, not cut. */
export function parseRichText(markdown: string): ParsedRichText {
  const source = stripBidiControls(markdown.replace(/\r\n?/g, "\n")).replaceAll("\u0000", "");
  if (source.length > RICH_TEXT_LIMITS.sourceChars) {
    return { doc: [], problems: [{ problem: "tooLong", max: RICH_TEXT_LIMITS.sourceChars, length: source.length }] };
  }
  const reader = new Reader();
  const doc = reader.blocks(Lexer.lex(source, { gfm: true }));
  const problems = [...reader.problems];
  if (doc.length > RICH_TEXT_LIMITS.blocks) problems.push({ problem: "tooManyBlocks", max: RICH_TEXT_LIMITS.blocks });
  const items = doc.flatMap((block) => ("p" in block ? [block.p] : "ul" in block ? block.ul : block.ol));
  if (doc.some((block) => !("p" in block) && ("ul" in block ? block.ul : block.ol).length > RICH_TEXT_LIMITS.items)) {
    problems.push({ problem: "tooManyItems", max: RICH_TEXT_LIMITS.items });
  }
  if (items.some((item) => item.length > RICH_TEXT_LIMITS.inlines)) {
    problems.push({ problem: "tooManyPieces", max: RICH_TEXT_LIMITS.inlines });
  }
  return { doc, problems };
}
