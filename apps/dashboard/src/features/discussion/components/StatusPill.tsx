import styled from 'styled-components';
import { vars } from '@seller/design-system';

/** The tone of a question's state tag; `neutral` is a state that needs nothing from the seller. */
export type StatusPillTone = 'success' | 'warning' | 'danger' | 'neutral';

const background: Record<StatusPillTone, string> = {
  success: vars.color.statusSuccessBg,
  warning: vars.color.statusWarningBg,
  danger: vars.color.statusDangerBg,
  neutral: vars.color.bgSubtle,
};

/**
 * A question's state (read, answered, reported) as a small tag. The list and the open thread
 * share it, so a state looks the same wherever the seller sees it.
 */
export const StatusPill = styled.span<{ $tone: StatusPillTone }>`
  padding: 0 ${vars.space['200']};
  border-radius: 999px;
  border: 1px solid ${(p) => (p.$tone === 'neutral' ? vars.color.borderDefault : 'transparent')};
  font-size: 12px;
  line-height: 20px;
  color: ${vars.color.textDefault};
  background: ${(p) => background[p.$tone]};
`;
