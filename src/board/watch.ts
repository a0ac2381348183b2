// Signals read where they are shown: a component renders inside a signals
// effect, so the signals its render reads (`.value`) are its dependencies, and
// a change to one re-renders that component alone, not the board. This is what
// @preact/signals does for every component through Preact's option hooks; the
// board does not use it because it costs about 1.9 KB gzip in embed.js (hooks,
// option patches), and needs only this, on public APIs.
import { effect } from '@preact/signals-core';
import { Component, options, type ComponentChildren } from 'preact';

/**
 * Makes a re-render asked for by a signal run at once, inside the write that
 * asked for it (Preact's default waits for a microtask), as a render of the
 * whole board did: the writer finds the DOM drawn. The mount's drawNext()
 * catches a slice that throws, and "Show more" focuses the first opening it
 * added. Called by renderBoard before each board's first render (again is
 * the same), never on import: package.json says `"sideEffects": false`, and a
 * server render importing the components keeps Preact's default.
 */
export function watchAtOnce(): void {
  options.debounceRendering = atOnce;
}

/**
 * One function for every board: Preact keeps the last debounce it ran in a variable of its own, and a function
 * made in a render's scope would keep that render's board alive there after it is removed.
 */
function atOnce(flush: () => void): void {
  flush();
}

/** A component whose render (`view`) is watched: what it reads of signals re-renders it. */
export abstract class Watching<P = object, S = object> extends Component<P, S> {
  #stop: (() => void) | undefined;

  /** What the component shows; the signals it reads are what it watches. */
  abstract view(props: P, state: S): ComponentChildren;

  override render(): ComponentChildren {
    // Each render watches afresh what this one reads (a branch not taken is not watched).
    this.#stop?.();
    let shown: ComponentChildren = null;
    let first = true;
    this.#stop = effect(() => {
      if (first) {
        first = false;
        shown = this.view(this.props, this.state);
        // A change: render again, which watches anew (this effect reads nothing more).
      } else this.forceUpdate();
    });
    return shown;
  }

  override componentWillUnmount(): void {
    this.#stop?.();
  }
}

/** A function component that re-renders itself on a change to a signal its render read. */
export function watch<P extends object>(view: (props: P) => ComponentChildren) {
  return class extends Watching<P> {
    override view(props: P): ComponentChildren {
      return view(props);
    }
  };
}
