/* The open list's parts, loaded with the layer (not before the list's code, as searchable-select-styles.ts). */
import styled from 'styled-components';
import { vars } from '../../tokens';

export const Panel = styled.div`
  z-index: ${vars.zIndex.popover};
  display: flex;
  flex-direction: column;
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow['200']};
  overflow: hidden;
`;

export const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['200']};
  padding: ${vars.space['200']} ${vars.space['300']};
  border-bottom: 1px solid ${vars.color.borderDefault};
  color: ${vars.color.textSubdued};
  & > input {
    flex: 1;
    min-width: 0;
    min-height: 32px;
    border: 0;
    outline: none;
    background: transparent;
    color: ${vars.color.textDefault};
    font-size: ${vars.font.size300};
  }
  & > input::placeholder {
    color: ${vars.color.textSubdued};
    opacity: 1;
  }
  &:focus-within {
    box-shadow: inset 0 -2px 0 ${vars.color.borderFocus};
  }
`;

export const List = styled.ul`
  flex: 1;
  margin: 0;
  padding: ${vars.space['100']};
  list-style: none;
  overflow: auto;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['200']};
  min-height: 40px;
  padding: ${vars.space['200']} ${vars.space['300']};
  border-radius: ${vars.radius['100']};
  cursor: pointer;
  font-size: ${vars.font.size300};
  &[data-active] {
    background: ${vars.color.bgSurfaceHover};
    outline: 2px solid ${vars.color.borderFocus};
    outline-offset: -2px;
  }
  &[aria-selected='true'] {
    color: ${vars.color.sidebarItemActiveText};
    font-weight: ${vars.font.weightSemibold};
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['050']};
  min-width: 0;
`;

export const Description = styled.span`
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size200};
  font-weight: ${vars.font.weightRegular};
`;

export const Note = styled.p`
  margin: 0;
  padding: ${vars.space['200']} ${vars.space['300']};
  border-top: 1px solid ${vars.color.borderDefault};
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size200};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${vars.space['400']} ${vars.space['300']};
  color: ${vars.color.textSubdued};
  text-align: center;
  font-size: ${vars.font.size300};
`;
