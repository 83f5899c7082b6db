/* The file picker's parts: the drop zone, the preview and the texts beside it. */
import styled from 'styled-components';
import { visuallyHidden } from '../../styles';
import { vars } from '../../tokens';

export const Zone = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['300']};
  min-height: 72px;
  padding: ${vars.space['300']} ${vars.space['400']};
  border: 1px dashed ${vars.color.actionSecondaryBorder};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSubtle};
  color: ${vars.color.textDefault};
  cursor: pointer;
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    background ${vars.motion.durationFast} ${vars.motion.easing};
  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  &:focus-within {
    border-color: ${vars.color.borderFocus};
    box-shadow: ${vars.shadow.focusRing};
  }
  &[data-dragging] {
    border-style: solid;
    border-color: ${vars.color.borderFocus};
    background: ${vars.color.bgSurfaceSelected};
  }
  &[data-filled] {
    border-style: solid;
    background: ${vars.color.bgSurface};
  }
  &[data-invalid] {
    border-color: ${vars.color.textDanger};
  }
  &[data-disabled] {
    border-color: ${vars.color.borderDefault};
    background: ${vars.color.bgSubtle};
    cursor: not-allowed;
  }
  &[data-disabled] label {
    color: ${vars.color.textSubdued};
    text-decoration: none;
  }
  & > svg {
    flex: none;
    color: ${vars.color.textSubdued};
  }
`;

export const Input = styled.input`
  ${visuallyHidden}
`;

export const Thumb = styled.img`
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: ${vars.radius['200']};
  object-fit: cover;
  background: ${vars.color.bgSurface};
`;

export const Text = styled.div`
  display: flex;
  flex: 1 1 180px;
  flex-direction: column;
  gap: ${vars.space['050']};
  min-width: 0;
`;

export const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${vars.font.weightMedium};
`;

export const Subdued = styled.span`
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size200};
`;

export const Action = styled.label`
  align-self: flex-start;
  border-radius: ${vars.radius['100']};
  color: ${vars.color.textLink};
  font-weight: ${vars.font.weightSemibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: inherit;
`;

export const Prompt = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${vars.space['100']};
`;
