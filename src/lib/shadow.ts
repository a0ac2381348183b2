// A declarative shadow root attached by script: the HTML parser attaches
// `<template shadowrootmode>` itself, but not in an engine without declarative
// shadow DOM, nor in markup set from script or by a client-side render. One
// behaviour for embed.js (embed/ahead.ts) and the package's components
// (package/browser.ts). A leaf: imports nothing.

/**
 * Gives a board written ahead its shadow root where it has none: attached from
 * its template (its first element). The template's content is copied and the
 * template stays, so the host's children are as written: the board written ahead
 * is the container's fallback, left unchanged when the feed fails and put back as
 * written on unmount. Always open, whatever the template says: embed.js adopts
 * the root, and a closed one could not be reached. `host.shadowRoot` then says
 * whether it has one.
 */
export function attachWritten(host: Element): void {
  const template = host.shadowRoot ? null : host.firstElementChild;
  if (template instanceof HTMLTemplateElement && template.hasAttribute('shadowrootmode'))
    host.attachShadow({ mode: 'open' }).append(template.content.cloneNode(true));
}
