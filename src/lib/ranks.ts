/** Standard competition ranks for scores sorted best first: equal scores share a rank, the next rank skips (1, 2, 2, 4). */
export function competitionRanks(scores: number[]): number[] {
  return scores.map((score, index) => {
    const first = scores.indexOf(score);
    return first === -1 ? index + 1 : first + 1;
  });
}
