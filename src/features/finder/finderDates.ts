/** A time of the finder as a day the participant reads in their own zone: "28 November 2026". */
export const finderDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });
