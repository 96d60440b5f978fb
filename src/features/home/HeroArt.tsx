import { useT } from "../../i18n/useT";
import * as styles from "./home.module.css";

/** The drawn terminal's screen: a command and its output, in English as the terminal's commands are in every language. */
const SCREEN = [
  { y: 72, text: "~ $ submit manthan.cpp" },
  { y: 100, text: "compiling… ok", dim: true },
  { y: 128, text: "test 1..42 passed", dim: true },
  { y: 156, text: "verdict: accepted", bold: true },
  { y: 190, text: "~ $" },
] as const;

/** The hero's drawing: a terminal window with a contest run. Sized up front, so nothing moves when it paints. */
export default function HeroArt() {
  const t = useT();
  return (
    <svg
      role="img"
      aria-label={t("home.art")}
      viewBox="0 0 320 220"
      width={320}
      height={220}
      className={styles.heroSvg}
    >
      <rect x="1" y="1" width="318" height="218" rx="14" fill="currentColor" opacity="0.08" />
      <rect x="1" y="1" width="318" height="218" rx="14" fill="none" stroke="currentColor" strokeOpacity="0.5" />
      <path d="M1 40h318" stroke="currentColor" strokeOpacity="0.5" />
      <circle cx="22" cy="21" r="6" fill="#e5534b" />
      <circle cx="42" cy="21" r="6" fill="#d4a72c" />
      <circle cx="62" cy="21" r="6" fill="#3fa45b" />
      <g fontFamily="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" fontSize="14" fill="currentColor">
        {SCREEN.map((line) => (
          <text
            key={line.y}
            x="20"
            y={line.y}
            opacity={"dim" in line ? "0.85" : undefined}
            fontWeight={"bold" in line ? "700" : undefined}
          >
            {line.text}
          </text>
        ))}
      </g>
      <rect x="52" y="178" width="9" height="16" fill="currentColor" />
    </svg>
  );
}
