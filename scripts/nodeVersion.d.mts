export const SUPPORTED_NODE: string;
export function nodeVersionProblem(version: string): string | null;
