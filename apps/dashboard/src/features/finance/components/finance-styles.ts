import styled from 'styled-components';
import { TableScroll, vars } from '@seller/design-system';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['500']};
  padding: ${vars.space['600']};
  max-width: 1200px;

  @media (max-width: 576px) {
    padding: ${vars.space['400']};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.size700};
`;

export const Lead = styled.p`
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size300};
`;

export const Big = styled.p`
  margin: 0;
  font-size: ${vars.font.size700};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${vars.space['400']};
  align-items: start;
`;

export const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['300']};

  & > * {
    min-width: 160px;
    flex: 1 1 160px;
  }
`;

// The design system's sideways scroll: on a phone it shades the hidden side and says more
// columns are there, so a cut-off header never passes for the table's end (issue 41 #18).
export const TableWrap = styled(TableScroll)`
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size300};

  th,
  td {
    padding: ${vars.space['300']};
    border-bottom: 1px solid ${vars.color.borderDefault};
    text-align: left;
    vertical-align: top;
    white-space: nowrap;
  }

  th {
    color: ${vars.color.textSubdued};
    font-weight: 600;
  }

  td[data-num],
  th[data-num] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  td[data-wrap] {
    white-space: normal;
    min-width: 180px;
  }

  /* A key column wraps instead of pushing the next one off a phone's screen. */
  td[data-key] {
    white-space: normal;
    min-width: 96px;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

export const Pill = styled.span<{ $tone: 'ok' | 'bad' | 'wait' | 'info' }>`
  display: inline-block;
  padding: 2px ${vars.space['200']};
  border-radius: 999px;
  font-size: ${vars.font.size200};
  font-weight: 600;
  color: ${(p) => (p.$tone === 'ok' ? vars.color.textSuccess : p.$tone === 'bad' ? vars.color.textDanger : vars.color.textDefault)};
  background: ${vars.color.bgSurfaceSelected};
`;

export const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space['200']} ${vars.space['400']};
  margin: 0;

  dt {
    color: ${vars.color.textSubdued};
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
