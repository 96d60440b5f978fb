/** Gives the browser the main thread back (input, paint) before the next step: resolves in a task of its own. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => window.setTimeout(resolve, 0));
