import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { motion } from '../../styles/motion';
import { Spinner } from '../Spinner';

export interface LoadingOverlayProps extends ComponentPropsWithoutRef<'div'> {
  /** Show or hide the overlay. */
  open: boolean;
  /** Text under the spinner, also announced. */
  label?: string;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.loading};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['300']};
  background: rgba(255, 255, 255, 0.82);
  color: ${vars.color.actionPrimaryBg};
  animation: ${motion.fade} ${vars.motion.durationFade} ${vars.motion.easing};
`;

const Label = styled.p`
  margin: 0;
  color: ${vars.color.textDefault};
  font-weight: ${vars.font.weightMedium};
`;

/** Full-screen loading layer that blocks the page while the app loads (spec §2). */
export function LoadingOverlay({ open, label = 'Memuat…', ...rest }: LoadingOverlayProps) {
  if (!open) return null;
  return (
    <Backdrop role="status" aria-live="polite" aria-busy="true" {...rest}>
      <Spinner size="lg" label="" />
      <Label>{label}</Label>
    </Backdrop>
  );
}
