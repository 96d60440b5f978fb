import { InvalidInputError } from "../../../server/src/services/errors";

/** The field errors a service refused `run` with; fails when it was not refused, rethrows any other error. */
export async function refusal(run: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await run;
  } catch (error) {
    if (error instanceof InvalidInputError) return error.errors;
    throw error;
  }
  throw new Error("not refused");
}

/** How a service refused `run`: the error's class and message; fails when it was not refused. */
export async function failure(run: Promise<unknown>): Promise<{ type: string; message: string }> {
  try {
    await run;
  } catch (error) {
    return { type: (error as object).constructor.name, message: (error as Error).message };
  }
  throw new Error("not refused");
}
