import styled from 'styled-components';
import { Button, EmptyState, vars } from '@seller/design-system';
import { useNavigate } from 'react-router-dom';
import { appCopy } from './copy';
import { routePaths } from './route-paths';

const Wrap = styled.div`
  padding: ${vars.space['600']} ${vars.space['400']};
`;

/** The honest page of a route whose feature has not arrived yet: no fake content. */
export function PreparingPage() {
  const navigate = useNavigate();
  return (
    <Wrap>
      <EmptyState
        icon="info"
        title={appCopy.preparingTitle}
        text={appCopy.preparingText}
        action={
          <Button variant="secondary" onClick={() => navigate(routePaths.index)}>
            {appCopy.backHome}
          </Button>
        }
      />
    </Wrap>
  );
}
