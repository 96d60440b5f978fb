export function scriptHash(text: string): string;
export function withInlineScriptHashes(html: string): string;
