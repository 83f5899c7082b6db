import styled from 'styled-components';
import { vars } from '../../tokens';

export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;

export const Grid = styled.div`
  position: relative;
  min-width: var(--dt-min-width);
  font-size: ${vars.font.size300};
  color: ${vars.color.textDefault};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: var(--dt-columns);
  align-items: center;
  border-bottom: 1px solid ${vars.color.borderDefault};
  background: ${vars.color.bgSurface};
  &[aria-selected='true'] {
    background: ${vars.color.bgSurfaceSelected};
  }
`;

export const HeaderGroup = styled.div`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
`;

export const HeaderRow = styled(Row)`
  background: ${vars.color.bgSubtle};
  font-weight: ${vars.font.weightSemibold};
  min-height: 44px;
`;

export const BodyRow = styled(Row)`
  position: absolute;
  left: 0;
  right: 0;
  top: 0;
  /* Rows have a fixed height: the browser may skip styling and laying out the ones off screen
     (a page of the order queue is as tall as its rows) without anything moving. */
  content-visibility: auto;
  &:hover {
    background: ${vars.color.bgSurfaceHover};
  }
  &[aria-selected='true']:hover {
    background: ${vars.color.bgSurfaceSelected};
  }
`;

export const Cell = styled.div`
  min-width: 0;
  padding: ${vars.space['200']} ${vars.space['300']};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  &[data-align='center'] {
    text-align: center;
  }
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['100']};
  max-width: 100%;
  padding: ${vars.space['100']};
  margin: -${vars.space['100']};
  border: 0;
  border-radius: ${vars.radius['100']};
  background: transparent;
  font: inherit;
  color: inherit;
  cursor: pointer;
  & > svg {
    flex: none;
    color: ${vars.color.textSubdued};
  }
  &[data-sorted] > svg {
    color: ${vars.color.sidebarItemActiveText};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
  }
`;

export const StateBox = styled.div`
  position: sticky;
  left: 0;
`;
