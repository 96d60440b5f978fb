import { http, HttpResponse } from "msw";
import { apiUrl } from "../apiUrl";
import { serverEvents } from "../fixtures";

export const eventsHandlers = [http.get(apiUrl("events/"), () => HttpResponse.json(serverEvents()))];
