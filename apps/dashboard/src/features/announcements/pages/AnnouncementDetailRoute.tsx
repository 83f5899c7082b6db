import { useLocation, useParams } from 'react-router-dom';
import { useApi } from '../../../platform/api-context';
import { useResource } from '../../../platform/data/use-resource';
import { SessionContext } from '../../session/session-context';
import { announcementRead } from '../announcements-queries';
import { announcementIdOf, backHrefOf } from '../urls';
import { AnnouncementDetailPage, type AnnouncementDetailView } from './AnnouncementDetailPage';

/** /announcement/:id: one announcement of the current brand; opening it marks it read. */
export function AnnouncementDetailRoute() {
  const brandId = SessionContext.useSelector((s) => s.context.brandId);
  const { announcementId = '' } = useParams();
  const backHref = backHrefOf(useLocation().state);
  const id = announcementIdOf(announcementId);
  if (brandId === null || id === null) {
    return (
      <AnnouncementDetailPage
        detail={{ status: 'missing' }}
        backHref={backHref}
        onRetry={() => undefined}
      />
    );
  }
  return (
    <AnnouncementDetailScreen
      key={`${brandId}/${id}`}
      brandId={Number(brandId)}
      id={id}
      backHref={backHref}
    />
  );
}

function AnnouncementDetailScreen(props: { brandId: number; id: number; backHref: string }) {
  const api = useApi();
  const state = useResource(announcementRead({ api, brandId: props.brandId }, props.id));
  const detail: AnnouncementDetailView =
    state.status === 'loading'
      ? { status: 'loading' }
      : state.status === 'error'
        ? { status: 'failed', message: state.errorMessage }
        : state.data
          ? { status: 'ready', announcement: state.data }
          : { status: 'missing' };
  return <AnnouncementDetailPage detail={detail} backHref={props.backHref} onRetry={state.retry} />;
}
