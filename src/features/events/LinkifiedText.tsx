import { Fragment } from "react";
import ExternalLink from "./ExternalLink";

const URL_PATTERN = /(https:\/\/[^\s]+[^\s.,;:!?)])/g;

/** Plain text whose https URLs become real links; everything else stays text, so no HTML is ever injected. */
export default function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <ExternalLink key={index} href={part}>
            {part}
          </ExternalLink>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
