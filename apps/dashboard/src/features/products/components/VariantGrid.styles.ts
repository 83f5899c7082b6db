import styled from 'styled-components';
import { below, vars } from '@seller/design-system';

/** Fixed row height: windowing needs it, and two lines of a long Indonesian name fit. */
export const gridRowHeight = 64;

export const Viewport = styled.div`
  overflow: auto;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
`;

/*
 * Wide enough that the product column keeps about 230 px (150 px on a phone) where the grid
 * scrolls sideways, so a variant and its product read on their lines; there the product column
 * stays at the left edge, so the stock and status a seller scrolls to sit next to the row's name.
 */
export const Table = styled.table`
  width: 100%;
  min-width: 920px;
  ${below('phablet')} {
    min-width: 834px;
  }
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${vars.font.size300};

  th:nth-child(2),
  td:nth-child(2) {
    position: sticky;
    left: 0;
    box-shadow: inset -1px 0 0 ${vars.color.borderDefault};
  }

  td:nth-child(2) {
    z-index: 1;
    background: ${vars.color.bgSurface};
  }

  th:nth-child(2) {
    z-index: 2;
  }

  th {
    position: sticky;
    top: 0;
    z-index: 1;
    height: 44px;
    padding: 0 ${vars.space['300']};
    background: ${vars.color.bgSubtle};
    color: ${vars.color.textSubdued};
    font-weight: ${vars.font.weightSemibold};
    text-align: left;
  }

  td {
    height: ${gridRowHeight}px;
    padding: 0 ${vars.space['300']};
    border-top: 1px solid ${vars.color.borderDefault};
    vertical-align: middle;
  }

  tr[data-highlighted='true'] td {
    background: ${vars.color.statusInfoBg};
  }

  tr[data-selected='true'] td {
    background: ${vars.color.bgSurfaceSelected};
  }
`;

export const Name = styled.div`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow-wrap: anywhere;
  line-height: ${vars.font.lineHeightTight};
`;

export const Sub = styled.div`
  overflow: hidden;
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size200};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const StockInput = styled.input`
  width: 88px;
  height: 36px;
  padding: 0 ${vars.space['200']};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius['100']};
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  font: inherit;
  text-align: right;

  &[data-dirty='true'] {
    border-color: ${vars.color.statusWarningIcon};
    border-width: 2px;
    background: ${vars.color.statusWarningBg};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.statusDangerIcon};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focusRing};
  }
`;

export const StockCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['050']};
`;

export const RowNote = styled.span<{ $tone: 'saved' | 'rejected' | 'dirty' }>`
  overflow: hidden;
  color: ${(p) => (p.$tone === 'saved' ? vars.color.textSuccess : p.$tone === 'rejected' ? vars.color.textDanger : vars.color.textSubdued)};
  font-size: ${vars.font.size100};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const Tag = styled.span`
  display: inline-block;
  margin-left: ${vars.space['100']};
  padding: 0 ${vars.space['150']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.statusInfoIcon};
  color: ${vars.color.textOnInverse};
  font-size: ${vars.font.size100};
`;
