import styled from 'styled-components';
import { below, vars } from '@seller/design-system';
import { notificationCopy } from '../copy';
import { NotificationPanel, type NotificationPanelProps } from '../components/NotificationPanel';

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

/** The page's list: the bell's panel at full width, growing with the page. */
export type NotificationPageList = Omit<NotificationPanelProps, 'maxHeight' | 'footer'>;

export interface NotificationPageProps {
  /** The current brand's notifications; null while no single brand is chosen. */
  list: NotificationPageList | null;
}

/** /notification: every notification of the current brand, by tab (spec §2). */
export function NotificationPage({ list }: NotificationPageProps) {
  return (
    <Page>
      <Title>{notificationCopy.pageTitle}</Title>
      <Card>{list ? <NotificationPanel {...list} maxHeight="none" /> : null}</Card>
    </Page>
  );
}
