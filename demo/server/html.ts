// Server-made HTML pages of the jobs host. Every string that reaches one goes
// through escapeHtml (src/lib/html.ts).

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
