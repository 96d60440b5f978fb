/**
 * The formatted text's form and its link rule (contract/richText.ts says what it is), without its schema: what the
 * pages, the bundled catalogue and the renderer need, kept free of the validation library so that a first visit does
 * not download it.
 */
export type Inline = string | { href: string; text: string };
export type Block = { p: Inline[] } | { ul: Inline[][] } | { ol: Inline[][] };
export type RichText = Block[];

/** The schemes a link may use: web pages over https, e-mail and telephone. No `javascript:`, `data:`, `http:`. */
export const LINK_SCHEMES = ["https:", "mailto:", "tel:"] as const;

/** Limits of one formatted field: Markdown source characters, blocks, items of a list, pieces of a block. */
export const RICH_TEXT_LIMITS = { sourceChars: 10_000, blocks: 100, items: 100, inlines: 200, href: 2_000 } as const;

// Whitespace and control characters have no place in an address; neither have the bidirectional controls.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const UNSAFE_IN_HREF = /[\u0000-\u0020\u007F-\u009F\u00A0\u1680\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/;

/**
 * The address as it will be written into a page when it is a link organisers may publish: absolute, one of `schemes`
 * (by default https:, mailto: and tel:), an https address with a host and no user or password, no whitespace or
 * control characters. Null for anything else. The renderer checks again before it makes a link.
 */
export function allowedHref(href: string, schemes: readonly string[] = LINK_SCHEMES): string | null {
  if (href.length === 0 || href.length > RICH_TEXT_LIMITS.href || UNSAFE_IN_HREF.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!schemes.includes(url.protocol)) return null;
  if (url.protocol === "https:" && (!url.hostname || url.username || url.password)) return null;
  if (url.protocol !== "https:" && url.pathname.replace(/^\/+/, "") === "") return null;
  return url.href;
}

/** The contest link: an https page only. */
export const allowedContestUrl = (href: string): string | null => allowedHref(href, ["https:"]);

/** Paragraphs of plain text: how the seed's texts without links are written. */
export const paragraphs = (...texts: string[]): RichText => texts.map((text) => ({ p: [text] }));

/** The items of a block: a paragraph is one item. */
export const blockItems = (block: Block): Inline[][] =>
  "p" in block ? [block.p] : "ul" in block ? block.ul : block.ol;
