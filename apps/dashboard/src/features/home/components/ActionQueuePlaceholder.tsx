import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton, vars } from '@seller/design-system';
import { actionCounts } from '../action-links';

export const Counts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${vars.space['300']};
`;

export const Count = styled(Link)<{ $urgent: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['050']};
  height: 100%;
  padding: ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  color: ${vars.color.textDefault};
  text-decoration: none;

  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  & > strong {
    font-size: ${vars.font.size600};
    color: ${(p) => (p.$urgent ? vars.color.textDanger : vars.color.textDefault)};
  }
  & > span {
    color: ${vars.color.textSubdued};
    font-size: ${vars.font.size200};
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['100']};
  padding: ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
`;

/** The card's five tiles while the counts are on their way, so the card keeps its height. */
export function ActionQueuePlaceholder() {
  return (
    <Counts as="div">
      {actionCounts.map((name) => (
        <Tile key={name}>
          <Skeleton shape="line" width="2em" />
          <Skeleton shape="line" width="80%" />
        </Tile>
      ))}
    </Counts>
  );
}
