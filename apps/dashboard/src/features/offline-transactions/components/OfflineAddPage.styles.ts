import styled from 'styled-components';
import { below, vars } from '@seller/design-system';

/**
 * POS layout: scan and search on the left, the ticket on the right. On small screens the ticket
 * comes right under the scan field, before the search results, so a scan shows its line at once.
 */
export const Register = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(320px, 420px);
  grid-template-areas:
    'scan cart'
    'search cart';
  grid-template-rows: auto 1fr;
  gap: ${vars.space['400']};
  align-items: start;
  ${below('laptop')} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'scan' 'cart' 'search';
    grid-template-rows: auto;
  }
`;

export const Area = styled.div<{ $area: 'scan' | 'search' | 'cart' }>`
  grid-area: ${(p) => p.$area};
  min-width: 0;
`;

export const Stack = styled.div`
  display: grid;
  gap: ${vars.space['300']};
`;

export const Results = styled.ul`
  display: grid;
  gap: ${vars.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
  min-height: 48px;
`;

/**
 * One search result as a card. Its button holds only the variant's name, so the name it is
 * announced by matches what it shows; the button's overlay makes the whole card clickable.
 */
export const Result = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space['100']} ${vars.space['300']};
  min-height: 56px;
  padding: ${vars.space['200']} ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  &:has(button:hover:not(:disabled)) {
    background: ${vars.color.bgSurfaceSelected};
  }
  &:has(button:disabled) {
    color: ${vars.color.textSubdued};
  }
  small {
    grid-column: 1;
    color: ${vars.color.textSubdued};
  }
  strong {
    grid-column: 2;
    grid-row: 1 / span 2;
    align-self: center;
    text-align: right;
  }
`;

export const ResultButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  text-align: left;
  font: inherit;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    box-shadow: ${vars.shadow.focusRing};
    border-radius: ${vars.radius['200']};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Lines = styled.ul`
  display: grid;
  gap: ${vars.space['300']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space['200']};
  padding-bottom: ${vars.space['300']};
  border-bottom: 1px solid ${vars.color.borderDefault};
  p {
    margin: 0;
  }
  small {
    color: ${vars.color.textSubdued};
  }
`;

export const QtyRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space['200']};
  grid-column: 1 / -1;
  > div {
    width: 120px;
  }
  strong {
    margin-left: auto;
    align-self: center;
  }
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${vars.font.size600};
  font-weight: ${vars.font.weightSemibold};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textSubdued};
`;

const alertBackground = {
  danger: vars.color.statusDangerBg,
  success: vars.color.statusSuccessBg,
  warning: vars.color.statusWarningBg,
};

export const Alert = styled.p<{ $tone: 'danger' | 'success' | 'warning' }>`
  margin: 0;
  padding: ${vars.space['200']} ${vars.space['300']};
  border-radius: ${vars.radius['200']};
  background: ${(p) => alertBackground[p.$tone]};
  color: ${vars.color.textDefault};
`;

export const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space['200']};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space['200']};
  > button:last-child {
    flex: 1;
  }
`;

/** Why the save button is off, read with it by screen readers. */
export const SaveReason = styled.p`
  margin: 0;
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size200};
`;
