// Escaping text into HTML: the snippet's fallback, the JSON-LD's description,
// the demo host's pages. A leaf: imports nothing.

/** Escapes text for element content and for quoted attribute values alike (as numeric references: &#60; for <). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
