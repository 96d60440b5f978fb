import type { FaqItem } from "../content/eventTypes";
import * as styles from "./faq.module.css";
import RichTextView from "./RichTextView";

interface Props {
  items: FaqItem[];
  /** The level of each question's heading, one below the section that holds the list. */
  headingLevel?: "h3" | "h4";
}

/** Questions and answers, all open: nothing to click, easy to scan and to search in the page. */
export default function FaqList({ items, headingLevel: Heading = "h3" }: Props) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <div key={item.question} className={styles.item}>
          <Heading className={styles.question}>{item.question}</Heading>
          {typeof item.answer === "string" ? (
            <p className={styles.answer}>{item.answer}</p>
          ) : (
            <div className={styles.answer}>
              <RichTextView doc={item.answer} />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
