/**
 * The API's code (RTK Query) is not on the first visit: the home page needs none of it. It arrives with the first page
 * or test that imports it and announces itself here, and the store then takes in its reducer and middleware
 * (src/app/store.ts). This file imports nothing, so the first visit can wait for the API without downloading it.
 */
type Receiver = (arrived: never) => void;

let arrived: object | undefined;
const receivers: Receiver[] = [];

export function announceApi(api: object): void {
  if (arrived) return;
  arrived = api;
  for (const receive of receivers.splice(0)) (receive as (arrived: object) => void)(api);
}

/** Calls `receive` once the API has arrived (at once when it already has). `T` is what src/api/api.ts announces. */
export function whenApiArrives<T extends object>(receive: (arrived: T) => void): void {
  if (arrived) receive(arrived as T);
  else receivers.push(receive);
}
