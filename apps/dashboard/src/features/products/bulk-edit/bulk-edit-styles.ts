import styled from 'styled-components';
import { vars, visuallyHidden } from '@seller/design-system';

/** The list's 'Ubah massal' card, as the bulk upload's beside it. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['300']};
  padding: ${vars.space['400']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};

  h2 {
    margin: 0;
    font-size: ${vars.font.size500};
  }

  p {
    margin: 0;
    color: ${vars.color.textSubdued};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['300']};
`;

export const FileName = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: ${vars.font.weightSemibold};
`;

export const Alert = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
`;

export const Caption = styled.caption`
  ${visuallyHidden}
`;

/** A column no wider than the page: the table scrolls inside it at 375 px, the page never does. */
export const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['300']};
`;

export const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;

  th,
  td {
    padding: ${vars.space['200']} ${vars.space['300']};
    border-top: 1px solid ${vars.color.borderDefault};
    text-align: left;
    vertical-align: top;
  }

  th {
    color: ${vars.color.textSubdued};
  }

  td:first-child {
    font-variant-numeric: tabular-nums;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* One change on one line: 'Harga: Rp150.000 → Rp175.000' never breaks at the arrow. */
  li {
    white-space: nowrap;
  }
`;

/** The figures of the edit, in a row that wraps on a phone. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${vars.space['300']};
  margin: 0;

  div {
    padding: ${vars.space['300']};
    border: 1px solid ${vars.color.borderDefault};
    border-radius: ${vars.radius['200']};
    background: ${vars.color.bgSurface};
    min-width: 0;
  }

  dt {
    color: ${vars.color.textSubdued};
    font-size: ${vars.font.size200};
  }

  dd {
    margin: ${vars.space['100']} 0 0;
    font-size: ${vars.font.size500};
    font-weight: ${vars.font.weightSemibold};
    overflow-wrap: anywhere;
  }
`;
