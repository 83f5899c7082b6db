import styled from 'styled-components';
import { Button, EmptyState, vars } from '@seller/design-system';
import { SessionContext } from '../session/session-context';
import { homeCopy } from './copy';

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${vars.space['600']} ${vars.space['400']};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['400']};
  flex-wrap: wrap;
`;

const Greeting = styled.h1`
  margin: 0;
  font-size: ${vars.font.size700};
`;

const BrandLine = styled.p`
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
`;

export function HomePage() {
  const send = SessionContext.useActorRef().send;
  const userName = SessionContext.useSelector((snapshot) => snapshot.context.userData?.name ?? '');
  const brandName = SessionContext.useSelector((snapshot) => snapshot.context.brandData?.brandName ?? null);
  return (
    <Page>
      <Top>
        <div>
          <Greeting>{homeCopy.greeting(userName)}</Greeting>
          {brandName ? <BrandLine>{homeCopy.brandLine(brandName)}</BrandLine> : null}
        </div>
        <Button variant="secondary" leadingIcon="logout" onClick={() => send({ type: 'session.logout' })}>
          {homeCopy.logout}
        </Button>
      </Top>
      <EmptyState icon="home" title={homeCopy.preparingTitle} text={homeCopy.preparingText} />
    </Page>
  );
}
