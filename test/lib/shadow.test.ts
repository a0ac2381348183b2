// @vitest-environment happy-dom
// One attacher of a board written ahead's shadow root (src/lib/shadow.ts), used by
// embed.js (embed/ahead.ts) and the package's components (package/browser.ts):
// the same root either way, and the container's children left as written.
import { describe, expect, it } from 'vitest';
import { writtenAhead } from '../../src/embed/ahead.ts';
import { attachWritten } from '../../src/lib/shadow.ts';
import { attachAhead } from '../../src/package/browser.ts';
import { must } from '../support/must.ts';

const WRITTEN =
  '<svc-jobs-board><template shadowrootmode="open"><style>p{}</style><div lang="de"><p>Offene Stellen</p></div></template>' +
  '<a href="https://jobs.example/acme">Alle offenen Stellen</a></svc-jobs-board>';

/** A container whose board came in as markup set from script: its template not attached by the parser. */
function container(html = WRITTEN): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-svc-jobs', 'acme');
  // Markup set from script, as a client-side render or a router does (a test may; src/ never does).
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

const host = (el: Element): Element => must(el.querySelector('svc-jobs-board'));

describe('attachWritten', () => {
  it("attaches an open root with a copy of the template's content; the template stays, so the children are as written", () => {
    const el = container();
    const before = el.innerHTML;
    expect(host(el).shadowRoot).toBeNull();
    attachWritten(host(el));
    const shadow = must(host(el).shadowRoot);
    expect(shadow.mode).toBe('open');
    expect(must(shadow.querySelector('div[lang="de"]')).textContent).toBe('Offene Stellen');
    expect(el.innerHTML).toBe(before);
    expect(must(host(el).querySelector('template')).content.textContent).toContain('Offene Stellen');
  });

  it('leaves a root the host has, and a host with no template, alone', () => {
    const el = container();
    attachWritten(host(el));
    const shadow = must(host(el).shadowRoot);
    shadow.replaceChildren('live');
    attachWritten(host(el));
    expect(host(el).shadowRoot).toBe(shadow);
    expect(shadow.textContent).toBe('live');
    const plain = container('<svc-jobs-board><a href="/acme">All</a></svc-jobs-board>');
    attachWritten(host(plain));
    expect(host(plain).shadowRoot).toBeNull();
  });

  it('attaches a template marked closed as open: embed.js must be able to adopt the root', () => {
    const el = container(WRITTEN.replace('shadowrootmode="open"', 'shadowrootmode="closed"'));
    attachWritten(host(el));
    expect(must(host(el).shadowRoot).mode).toBe('open');
  });
});

describe('the two doors attach alike', () => {
  it("a component's attachAhead, then embed.js's writtenAhead: one root, the board's root found, the children unchanged", () => {
    const viaPackage = container();
    const viaEmbed = container();
    const written = viaPackage.innerHTML;
    attachAhead(viaPackage);
    const attached = must(host(viaPackage).shadowRoot);
    const adopted = must(writtenAhead(viaPackage));
    expect(adopted.shadow).toBe(attached);
    expect(adopted.root.getAttribute('lang')).toBe('de');
    const alone = must(writtenAhead(viaEmbed));
    expect(alone.shadow.innerHTML).toBe(attached.innerHTML);
    expect([viaPackage.innerHTML, viaEmbed.innerHTML]).toEqual([written, written]);
  });
});
