/** "1 ranked team", "2 ranked teams". */
export const teamCount = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
