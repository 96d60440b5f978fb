import { Fragment } from "react";
import { allowedHref, blockItems, type Inline, type RichText } from "../../contract/richTextDoc";
import { useT } from "../i18n/useT";
import * as ui from "./ui.module.css";

/** One piece of a line: text as text, a link only when its address is still one organisers may publish. */
function Piece({ inline }: { inline: Inline }) {
  const t = useT();
  if (typeof inline === "string") return <>{inline}</>;
  const href = allowedHref(inline.href);
  if (href === null) return <>{inline.text}</>;
  const web = href.startsWith("https:");
  return web ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={ui.link}>
      {inline.text}
      <span className={ui.visuallyHidden}> {t("link.newTab")}</span>
    </a>
  ) : (
    <a href={href} rel="noopener" className={ui.link}>
      {inline.text}
    </a>
  );
}

const Line = ({ inlines }: { inlines: Inline[] }) => (
  <>
    {inlines.map((inline, index) => (
      <Piece key={index} inline={inline} />
    ))}
  </>
);

/**
 * Organisers' formatted text (contract/richText.ts): paragraphs, lists and links, built as elements, never as HTML
 * from data; a link is checked again before it is made (https, mailto, tel), a web link opens a new tab that cannot
 * reach back. The public event page and the console's preview both render with it.
 */
export default function RichTextView({ doc }: { doc: RichText }) {
  return (
    <>
      {doc.map((block, index) => {
        if ("p" in block) {
          return (
            <p key={index}>
              <Line inlines={block.p} />
            </p>
          );
        }
        const items = blockItems(block).map((item, itemIndex) => (
          <li key={itemIndex}>
            <Line inlines={item} />
          </li>
        ));
        return <Fragment key={index}>{"ol" in block ? <ol>{items}</ol> : <ul>{items}</ul>}</Fragment>;
      })}
    </>
  );
}
