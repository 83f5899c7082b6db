import styled from 'styled-components';
import { below, vars } from '@seller/design-system';
import { readTenant } from '../../platform/tenant-store';
import { SessionContext } from '../session/session-context';
import { notificationCopy } from './copy';
import { NotificationFeed } from './NotificationFeed';
import { useNotificationSettings } from './use-notification-settings';

/* The same inset as the other pages (orders, offline sales): the layout's main area has none. */
const Page = styled.div`
  display: grid;
  gap: ${vars.space['400']};
  padding: ${vars.space['600']};
  ${below('phablet')} {
    padding: ${vars.space['300']};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: 22px;
`;

const Card = styled.div`
  border: 1px solid ${vars.color.borderDefault};
  border-radius: 8px;
  background: ${vars.color.bgSurface};
  overflow: hidden;
`;

/** /notification?selectedTab=transaction|product: every notification of the current brand. */
export function NotificationPage() {
  const brandId = SessionContext.useSelector((state) => state.context.brandId);
  const settings = useNotificationSettings();
  return (
    <Page>
      <Title>{notificationCopy.pageTitle}</Title>
      <Card>
        {brandId ? (
          <NotificationFeed
            key={brandId}
            brandId={brandId}
            tenant={readTenant()}
            settings={settings}
          />
        ) : null}
      </Card>
    </Page>
  );
}
