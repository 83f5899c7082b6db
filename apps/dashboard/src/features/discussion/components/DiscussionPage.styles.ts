import styled from 'styled-components';
import { below, vars } from '@seller/design-system';

export const Page = styled.div`
  display: grid;
  /* One column as wide as the screen: long tab rows and toolbars scroll or wrap inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  padding: ${vars.space['400']};
  ${below('phablet')} {
    padding: ${vars.space['300']} ${vars.space['200']};
  }
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
`;

export const Intro = styled.p`
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
`;

export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['200']};
  align-items: flex-end;
  & > :first-child {
    flex: 1 1 260px;
  }
`;

export const Columns = styled.div<{ $thread: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$thread ? 'minmax(0, 1fr) minmax(0, 1.1fr)' : 'minmax(0, 1fr)')};
  gap: ${vars.space['400']};
  align-items: start;
  ${below('laptop')} {
    grid-template-columns: minmax(0, 1fr);
    & > [data-pane='list'] {
      display: ${(p) => (p.$thread ? 'none' : 'block')};
    }
  }
`;

export const TabContent = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  padding-top: ${vars.space['400']};
`;

export const Sticky = styled.div`
  position: sticky;
  top: ${vars.space['400']};
`;
