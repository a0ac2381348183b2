import { JobDetail } from './JobDetail.tsx';
import { JobList, type BoardProps } from './JobList.tsx';

/** The list, or on a host-site detail page the job its URL names. */
export function Board(props: BoardProps) {
  const { model } = props;
  const view = model.view.value;
  // "detail" means the page's job is there.
  if (view == 'detail') return <JobDetail {...props} job={model.page.value!} />;
  return (
    <>
      {view == 'gone' && (
        // Not a live region: the list's count is the board's one.
        <p class="notice">
          {props.words.t('noLongerOpen')}
        </p>
      )}
      <JobList {...props} />
    </>
  );
}
