import styled from 'styled-components';
import { vars } from '../../tokens';
import { focusRing } from '../../styles';

/* The parts that show before the list's code is loaded, shared by both renderings. */
export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['100']};
  min-width: 0;
`;

export const Label = styled.span<{ $hidden: boolean }>`
  font-size: ${vars.font.size300};
  font-weight: ${vars.font.weightSemibold};
  ${(p) =>
    p.$hidden
      ? `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`
      : ''}
`;

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['200']};
  width: 100%;
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space['300']};
  border: 1px solid ${vars.color.actionSecondaryBorder};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  font-size: ${vars.font.size300};
  text-align: left;
  cursor: pointer;
  ${focusRing}
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-placeholder] > span {
    color: ${vars.color.textSubdued};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.bgSubtle};
  }
`;
