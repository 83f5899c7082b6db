import styled, { css } from 'styled-components';
import { vars } from '../../tokens';

export const entryStyles = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 44px;
  padding: ${vars.space['200']} ${vars.space['200']};
  border: 0;
  border-radius: ${vars.radius['200']};
  background: transparent;
  color: ${vars.color.sidebarText};
  font-size: ${vars.font.size300};
  font-weight: ${vars.font.weightMedium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${vars.color.sidebarItemHoverBg};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
  &[aria-current='page'],
  &[data-active] {
    background: ${vars.color.sidebarItemActiveBg};
    color: ${vars.color.sidebarItemActiveText};
    font-weight: ${vars.font.weightSemibold};
  }
  & > svg {
    flex: none;
  }
  [data-minimized] & {
    justify-content: center;
    padding: ${vars.space['200']} 0;
  }
`;

// Wraps between words only: the label never shrinks below its longest word, so 'Transaksi'
// beside a '99+' badge moves to the next line whole instead of breaking as 'Transak / si'.
export const EntryText = styled.span`
  flex: 1;
  overflow-wrap: break-word;
  line-height: ${vars.font.lineHeightTight};
`;

// Marks may wrap under each other ('99+' over 'BARU') rather than run past the sidebar's edge.
export const Marks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space['100']};
  flex: 0 1 auto;
  min-width: 0;
  [data-minimized] & {
    position: absolute;
    top: 8px;
    right: 10px;
  }
`;

// An entry that carries a count keeps the room of its widest marks (a '99+' pill, and the dot
// where it has one) while the count is 0 or still on its way: the name beside it then wraps the
// same before and after the count arrives, and the entries below do not jump.
export const CountSlot = styled.span`
  display: inline-flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space['100']};
  min-width: 40px;
  &[data-with-dot] {
    min-width: 52px;
  }
`;

export const SubList = styled.ul`
  margin: ${vars.space['050']} 0 0;
  padding: 0 0 0 ${vars.space['800']};
  list-style: none;
  &[hidden] {
    display: none;
  }
  & a {
    min-height: 40px;
    font-weight: ${vars.font.weightRegular};
  }
`;

export const FlyoutList = styled.ul`
  margin: 0;
  padding: ${vars.space['100']};
  list-style: none;
`;
