// The apply form in place: a frame of {jobs_url}/embed/apply under the job.
// The public writes are same-origin only, so the form must live on the jobs
// host; the frame tells us its height, when to scroll and when it was sent.
import { Component, createRef } from 'preact';
import { sourceFor } from '../embed/attribution.ts';
import type { JobSummary } from '../feed/types.ts';
import { listenToFrame, type FrameMessage } from '../protocol.ts';
import { employmentTypeText } from '../ui/format.ts';
import type { BoardProps } from './JobList.tsx';
import { jobHref } from './links.ts';

export type JobProps = BoardProps & { job: JobSummary };

type Props = JobProps & {
  id?: string;
  /** Loading, but not shown yet (while what goes above it loads). */
  hidden?: boolean;
};

/** The name of a job's Apply controls and frame: "Apply for {title}", and what tells it apart when another opening has its title. */
export function applyName({ job, model, words }: JobProps): string {
  const fact = model.twins.value.get(job.publicId);
  const detail = fact && (fact === 'employmentType' ? employmentTypeText(job.employmentType, words) : job[fact]);
  return detail ? words.t('applyForAt', { title: job.title, detail }) : words.t('applyFor', { title: job.title });
}

/** If the frame has not said ready by then, a host CSP probably blocks it. */
const READY_WITHIN = 8000;

/** The frame's URL: its whole configuration (CONTRACT.md "Apply frame"). */
export function frameUrl({ job, config, jobsOrigin, words, model }: JobProps): string {
  const q = new URLSearchParams({
    org: config.org,
    job: job.publicId,
    // The host page's origin and path only: never its query or hash.
    embed: location.origin + location.pathname,
    parent: location.origin,
    accent: model.palette.value.accent,
    lang: words.lang,
  });
  const src = sourceFor(config);
  const ref = new URLSearchParams(location.search).get('ref');
  if (src) q.set('src', src);
  if (ref) q.set('ref', ref);
  return `${jobsOrigin}/embed/apply?${q}`;
}

export class ApplyFrame extends Component<Props, { height: number; late: boolean }> {
  override state = { height: 480, late: false };
  frame = createRef<HTMLIFrameElement>();
  stop = (): void => {};

  override componentDidMount(): void {
    const { props } = this;
    const timer = setTimeout(() => this.setState({ late: true }), READY_WITHIN);
    const unlisten = listenToFrame(() => this.frame.current?.contentWindow ?? null, props.jobsOrigin, (m) => {
      if (m.type === 'ready') clearTimeout(timer);
      this.receive(m);
    });
    this.stop = () => (clearTimeout(timer), unlisten());
    props.on('apply-open', props.job.publicId);
  }

  override componentWillUnmount(): void {
    this.stop();
  }

  receive(m: FrameMessage): void {
    if (m.type === 'ready' || m.type === 'height') this.setState({ height: Math.ceil(m.height), late: false });
    else if (m.type === 'scroll') {
      const top = this.frame.current!.getBoundingClientRect().top + scrollY + m.top;
      scrollTo({ top: Math.max(0, top - 16), behavior: 'smooth' });
    } else if (m.type === 'submitted') this.props.on('applied', this.props.job.publicId);
  }

  render() {
    const { props, state } = this;
    return (
      <div class="apply" id={props.id}>
        <iframe
          ref={this.frame}
          src={frameUrl(props)}
          title={applyName(props)}
          style={{ height: `${state.height}px`, visibility: props.hidden ? 'hidden' : '' }}
        />
        {state.late && (
          <p class="notice">
            {props.words.t('frameLate')} <a href={jobHref(props.job, { ...props.config, hrefPattern: null })}>{props.words.t('applyOnBoard')}</a>
          </p>
        )}
      </div>
    );
  }
}
