import { config } from "../../src/config/appConfig";

/** The absolute URL of an API path, as the app calls it. */
export const apiUrl = (path: string) => new URL(path, config.apiBaseUrl).toString();
