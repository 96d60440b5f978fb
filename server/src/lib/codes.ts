import { randomInt } from "node:crypto";

// No 0/O or 1/I/L: codes are read aloud and typed by hand.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** An unguessable code of `length` characters from a cryptographic source (31^10 is about 2^49). */
export function randomCode(length = 10): string {
  let code = "";
  for (let index = 0; index < length; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Runs `work` again (up to `attempts` times) when a freshly drawn random code collided with `constraint`. */
export async function retryOnCodeCollision<T>(constraint: string, work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const collided =
        typeof error === "object" && error !== null && (error as { constraint?: unknown }).constraint === constraint;
      if (!collided || attempt >= attempts) throw error;
    }
  }
}
