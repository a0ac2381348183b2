// The one HTML escaper of the jobs host: every string that reaches server-made
// HTML (board fallbacks, the control page) goes through it.
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and for quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

/** Frame policy of every HTML page of the jobs host but the apply frame. */
export const NO_FRAMING_CSP = "frame-ancestors 'none'";

export function htmlResponse(html: string, extra: Record<string, string> = {}): Response {
  return new Response(html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': NO_FRAMING_CSP,
      ...extra,
    },
  });
}
