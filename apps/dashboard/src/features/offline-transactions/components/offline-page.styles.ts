import styled from 'styled-components';
import { below, vars } from '@seller/design-system';

/** The frame both offline pages share: a padded column under a title row. */
export const Page = styled.div`
  display: grid;
  gap: ${vars.space['400']};
  padding: ${vars.space['600']};
  ${below('phablet')} {
    padding: ${vars.space['300']};
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['200']};
  h1 {
    margin: 0;
    font-size: ${vars.font.size700};
  }
  p {
    margin: 0;
    color: ${vars.color.textSubdued};
  }
`;
