import * as styles from "./home.module.css";

/** The hero's drawing: a terminal window with a contest run. Sized up front, so nothing moves when it paints. */
export default function HeroArt() {
  return (
    <svg
      role="img"
      aria-label="A terminal window showing a solution that passed every test"
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
        <text x="20" y="72">
          ~ $ submit manthan.cpp
        </text>
        <text x="20" y="100" opacity="0.85">
          compiling… ok
        </text>
        <text x="20" y="128" opacity="0.85">
          test 1..42 passed
        </text>
        <text x="20" y="156" fontWeight="700">
          verdict: accepted
        </text>
        <text x="20" y="190">
          ~ $
        </text>
      </g>
      <rect x="52" y="178" width="9" height="16" fill="currentColor" />
    </svg>
  );
}
