/** The URL a fetch was called with, whichever form it took. */
export const urlOf = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : input.toString());
