import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Skeleton, vars } from '@seller/design-system';
import { actionCounts } from '../action-links';
import { homeCopy } from '../copy';

export const Counts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${vars.space['300']};
`;

/** A tile: its number above its label, the same for a count and its placeholder. */
const tile = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['050']};
  height: 100%;
  padding: ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  & > span {
    color: ${vars.color.textSubdued};
    font-size: ${vars.font.size200};
  }
  & > strong {
    font-size: ${vars.font.size600};
  }
`;

export const Count = styled(Link)<{ $urgent: boolean }>`
  ${tile}
  color: ${vars.color.textDefault};
  text-decoration: none;

  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  & > strong {
    color: ${(p) => (p.$urgent ? vars.color.textDanger : vars.color.textDefault)};
  }
`;

const Tile = styled.div`
  ${tile}
`;

/**
 * The card's five tiles while the counts are on their way: the tiles and their labels as they will
 * be, a bar where each number comes, so the card keeps its height.
 */
export function ActionQueuePlaceholder() {
  return (
    <Counts as="div">
      {actionCounts.map((name) => (
        <Tile key={name}>
          <strong>
            <Skeleton shape="line" width="2em" />
          </strong>{' '}
          <span>{homeCopy.actions[name]}</span>
        </Tile>
      ))}
    </Counts>
  );
}
