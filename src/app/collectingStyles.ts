import { createContext } from "react";

/**
 * True only in the build's render that collects the styles a signed-in page shows once its reads have answered
 * (src/prerender.tsx, `collectedStyles`): parts that wait a task before they render (the dashboard's view) render at
 * once there, so their styles are collected too. Never true in the browser.
 */
export const CollectingStyles = createContext(false);
