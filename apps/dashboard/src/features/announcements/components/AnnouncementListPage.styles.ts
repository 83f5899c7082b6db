import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { below, vars } from '@seller/design-system';

export const Page = styled.div`
  display: grid;
  /* A line wider than the page (the category chips) scrolls inside itself, never the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['400']};
  padding: ${vars.space['400']};
  max-width: 960px;
  ${below('phablet')} {
    padding: ${vars.space['300']} ${vars.space['200']};
  }
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
`;

export const Muted = styled.p`
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
`;

// One line that scrolls sideways where the chips do not fit: the row keeps its height when the
// categories arrive after the page has shown (wrapped, they pushed the list down on a phone).
// The padding leaves room for the focus ring, which the scrolling box would otherwise clip.
export const Chips = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  gap: ${vars.space['200']};
  list-style: none;
  margin: -${vars.space['100']};
  padding: ${vars.space['100']};
  overflow-x: auto;
  scrollbar-width: thin;
  & > li {
    flex: none;
  }
`;

export const Chip = styled(Link)<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${vars.space['300']};
  border-radius: 999px;
  border: 1px solid ${(p) => (p.$active ? vars.color.actionPrimaryBg : vars.color.borderStrong)};
  background: ${(p) => (p.$active ? vars.color.actionPrimaryBg : vars.color.bgSurface)};
  color: ${(p) => (p.$active ? vars.color.actionPrimaryText : vars.color.textDefault)};
  text-decoration: none;
  font-size: 14px;
  &:focus-visible {
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: 2px;
  }
`;

export const Search = styled.form`
  display: flex;
  gap: ${vars.space['200']};
  align-items: flex-end;
  & > :first-child {
    flex: 1;
  }
`;
