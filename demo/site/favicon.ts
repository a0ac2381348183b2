// The demo site's icon (also answered at /favicon.ico, which browsers request on their own).
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#b45309"/>' +
  '<path d="M9 11h14v3H9zm0 5h14v3H9zm0 5h9v3H9z" fill="#fff"/></svg>';
