import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@seller/design-system';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['400']};
  min-width: 0;
  padding: ${vars.space['600']};

  @media (max-width: 576px) {
    padding: ${vars.space['300']};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['300']};

  h1 {
    margin: 0;
    font-size: ${vars.font.size700};
  }

  p {
    margin: ${vars.space['100']} 0 0;
    color: ${vars.color.textSubdued};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['200']};
`;

export const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['200']};
  padding: ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow['200']};

  span {
    flex: 1 1 160px;
    font-weight: ${vars.font.weightSemibold};
  }
`;

export const TabBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['400']};
  padding-top: ${vars.space['400']};
`;

export const Notice = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
`;

export const SkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['300']};
  padding: ${vars.space['400']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
`;

export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 ${vars.space['400']};
  border-radius: ${vars.radius['200']};
  font-weight: ${vars.font.weightSemibold};
  text-decoration: none;

  &[data-variant='primary'] {
    background: ${vars.color.actionPrimaryBg};
    color: ${vars.color.actionPrimaryText};
  }

  &[data-variant='secondary'] {
    border: 1px solid ${vars.color.actionSecondaryBorder};
    background: ${vars.color.actionSecondaryBg};
    color: ${vars.color.actionSecondaryText};
  }
`;
