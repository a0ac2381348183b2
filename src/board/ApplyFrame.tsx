// The apply form in place: a frame of {jobs_url}/embed/apply under the job.
// The public writes are same-origin only, so the form must live on the jobs
// host; the frame tells us its height, when to scroll and when it was sent.
import { warn } from '../log.ts';
import { createRef, h } from 'preact';
import type { JobSummary } from '../feed/types.ts';
import { listenToFrame } from '../protocol.ts';
import { employmentTypeText } from '../ui/format.ts';
import type { Words } from '../ui/i18n.ts';
import type { Scheme } from '../ui/theme.ts';
import { sourceFor } from './attribution.ts';
import { boardHref } from './links.ts';
import { schemeOf } from './scheme.ts';
import type { BoardModel } from './model.ts';
import type { Config, OnJob } from './options.ts';
import { Watching } from './watch.ts';

/** How long a frame has to say ready before the board offers its apply page instead (a host CSP may block it). */
const LATE_MS = 8000;

/** What a job's apply frame needs of the board: the job, the model (the accent, namesakes), the words. */
export interface FrameProps {
  job: JobSummary;
  model: BoardModel;
  config: Config;
  /** {jobs_url}: the frame's origin. */
  jobsOrigin: string;
  words: Words;
  on: OnJob;
}

type Props = FrameProps & {
  id?: string;
  /** Loading, but not shown yet (while what goes above it loads). */
  hidden?: boolean;
  /** Mounted by the press that opened its disclosure (not warmed ahead): read once, when mounted. */
  pressed?: boolean;
};

/** The name of a job's Apply controls and frame: "Apply for {title}", and what tells it apart when another opening has its title. */
export function applyName({ job, model, words }: Pick<FrameProps, 'job' | 'model' | 'words'>): string {
  const fact = model.twins.value.get(job.publicId);
  const detail = fact && (fact === 'employmentType' ? employmentTypeText(job.employmentType, words) : job[fact]);
  // applyFor has no {detail}: an empty one is never filled in.
  return words.t(detail ? 'applyForAt' : 'applyFor', { title: job.title, detail: detail as string });
}

/**
 * How long after its paint's frame began a frame opened by a press waits: on a phone's CPU that
 * paint reached the screen 20–40 ms after its commit, and a frame's process starting meanwhile
 * took the cores the compositor drew it with (bench/inp-trace.ts; a tap's median 104 -> 88 ms).
 */
export const ON_SCREEN_MS = 50;

interface State {
  height: number;
  /** No ready within 8 s. */
  late?: boolean;
  /** The paint that showed this box is done: the frame may come (see componentDidMount). */
  painted?: boolean;
}

/** Re-renders itself when the board's accent or a namesake changes (its URL and title say them). */
export class ApplyFrame extends Watching<Props, State> {
  override state: State = { height: 480 };
  frame = createRef<HTMLIFrameElement>();
  box = createRef<HTMLDivElement>();
  /** Stops this mount's timer and frame listener: set by componentDidMount, which always runs first. */
  declare stop: () => void;
  /** The page's colour scheme here, read once mounted (the frame's URL is written only after). */
  scheme: Scheme = 'light';

  override componentDidMount(): void {
    const { props } = this;
    const box = this.box.current;
    if (box) this.scheme = schemeOf(box);
    // No ready within 8 s: a host CSP probably blocks the frame. Said once in the console, as every problem is.
    const timer = setTimeout(() => {
      warn(`the apply frame did not answer in 8 s (frame-src?): the board's apply page is offered`);
      this.setState({ late: true });
    }, LATE_MS);
    const unlisten = listenToFrame(
      () => this.frame.current?.contentWindow,
      props.jobsOrigin,
      (m) => {
        // A height comes only after ready: either one says the frame is there. A frame warmed
        // in a hidden disclosure measures 0 px: its iframe keeps its height until a real one
        // comes (held at 0, the frame shown might not render, so never measure again).
        if (m.type === 'ready' || m.type === 'height') {
          clearTimeout(timer);
          this.setState({ height: Math.ceil(m.height) || this.state.height, late: false });
        } else if (m.type === 'scroll' && this.frame.current) {
          // scrollTo clamps a negative top to 0.
          scrollTo({ top: this.frame.current.getBoundingClientRect().top + scrollY + m.top - 16, behavior: 'smooth' });
        } else if (m.type === 'submitted') props.on('applied', props.job.publicId);
      },
    );
    // The frame comes after the next paint, an empty box of its size until then: a cross-site
    // frame's process starting beside the paint that answers a tap held that paint back. Opened
    // by the press itself (not warmed ahead), it waits until that paint is on the screen too.
    // (Unmounted by then, the state is dropped: Preact renders no component it has unmounted.)
    requestAnimationFrame(() => setTimeout(() => this.setState({ painted: true }), props.pressed ? ON_SCREEN_MS : 0));
    this.stop = () => {
      clearTimeout(timer);
      unlisten();
    };
    // The detail view's frame (the one with an id) shows at once; a disclosure's Apply control says apply-open itself.
    if (props.id) props.on('apply-open', props.job.publicId);
  }

  override componentWillUnmount(): void {
    this.stop();
    super.componentWillUnmount();
  }

  override view(props: Props, state: State) {
    // The frame's URL: its whole configuration (docs/internals/apply-frame.md, src/apply/params.ts).
    const q = new URLSearchParams({
      org: props.config.org,
      job: props.job.publicId,
      // The host page's origin and path only: never its query or hash.
      embed: location.origin + location.pathname,
      parent: location.origin,
      accent: props.model.palette.value.accent,
      lang: props.words.lang,
      scheme: this.scheme,
    });
    const src = sourceFor(props.config);
    const ref = new URLSearchParams(location.search).get('ref');
    if (src) q.set('src', src);
    if (ref) q.set('ref', ref);
    // data-storage="none": the frame keeps no draft either.
    if (!props.config.store) q.set('storage', 'none');
    return (
      <div class="apply" id={props.id} ref={this.box}>
        {state.painted ? (
          <iframe
            ref={this.frame}
            src={`${props.jobsOrigin}/embed/apply?${q}`}
            title={applyName(props)}
            style={{ height: `${state.height}px`, visibility: props.hidden ? 'hidden' : '' }}
          />
        ) : (
          <div class="frame" style={{ height: `${state.height}px` }} />
        )}
        {state.late && (
          <p class="notice">
            {props.words.t('frameLate')} <a href={boardHref(props.job, props.config)}>{props.words.t('applyOnBoard')}</a>
          </p>
        )}
      </div>
    );
  }
}
