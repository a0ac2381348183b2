// The 200 and the 304 of one answer, as every rendered route of the handler gives them: the same
// headers with the ETag, and for a matching If-None-Match no body and no content type. Web platform only.
import { etagMatches } from '../snippet/live-cache.ts';

/** The 200 (its body made only then), or the 304 when the request already has this ETag. */
export async function revalidated(
  request: Request,
  etag: string,
  headers: Readonly<Record<string, string>>,
  body: () => string | Promise<string>,
): Promise<Response> {
  const all = new Headers({ ...headers, etag });
  if (!etagMatches(request.headers.get('if-none-match'), etag)) return new Response(await body(), { headers: all });
  all.delete('content-type');
  return new Response(null, { status: 304, headers: all });
}
