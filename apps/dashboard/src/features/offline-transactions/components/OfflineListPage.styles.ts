import styled from 'styled-components';
import { below, TableScroll, vars } from '@seller/design-system';

export const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) repeat(2, minmax(140px, 1fr)) minmax(160px, 1fr) auto;
  align-items: end;
  gap: ${vars.space['300']};
  padding: ${vars.space['300']};
  background: ${vars.color.bgSurfaceSelected};
  border-radius: ${vars.radius['200']};
  ${below('laptop')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  ${below('phablet')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const FilterActions = styled.div`
  display: flex;
  gap: ${vars.space['200']};
`;

export const Totals = styled.section`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space['300']};
  ${below('phablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :last-child {
      grid-column: 1 / -1;
    }
  }
  > div {
    border: 1px solid ${vars.color.borderDefault};
    border-radius: ${vars.radius['300']};
    background: ${vars.color.bgSurface};
  }
`;

// Sideways scroll with the design system's cue, as every table on a phone (issue 41 #18).
export const TableBox = styled(TableScroll)`
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['300']};
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
  }
  th {
    color: ${vars.color.textSubdued};
    font-weight: ${vars.font.weightSemibold};
    white-space: nowrap;
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
  }
  tr:last-child td {
    border-bottom: none;
  }
  td.date {
    white-space: nowrap;
  }
  ${below('phablet')} {
    th,
    td {
      padding: ${vars.space['200']};
    }
    .wide {
      display: none;
    }
    td.code {
      overflow-wrap: anywhere;
      font-size: ${vars.font.size200};
    }
  }
`;

export const CodeButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${vars.color.actionPrimaryBg};
  font: inherit;
  font-family: ${vars.font.familyMono};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focusRing};
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
`;

export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space['100']} ${vars.space['300']};
  margin: 0 0 ${vars.space['300']};
  dt {
    color: ${vars.color.textSubdued};
  }
  dd {
    margin: 0;
  }
`;
