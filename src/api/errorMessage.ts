/** Field errors as Django REST Framework writes them: `{ field: ["message", ...] }`. */
export type FieldErrors = Record<string, string[]>;

function firstString(value: unknown): string | undefined {
  if (typeof value === "string" && value.trim() !== "") return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstString(item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The message to show for an error body: `detail`, else the first message of the first field
 * (a bare list counts as a field), else undefined so the caller can use the transport's message.
 */
export function messageFromBody(body: unknown): string | undefined {
  if (Array.isArray(body)) return firstString(body);
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    const detail = firstString(record.detail);
    if (detail) return detail;
    for (const value of Object.values(record)) {
      const found = firstString(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** The per-field messages of an error body, for showing next to form fields. */
export function fieldErrorsFromBody(body: unknown): FieldErrors {
  if (!body || typeof body !== "object" || Array.isArray(body)) return {};
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (field === "detail") continue;
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === "string",
    );
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}
