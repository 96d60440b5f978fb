export function runUnderTsx(scriptUrl: string): void;
