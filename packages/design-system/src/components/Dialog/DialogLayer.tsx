import { useId } from 'react';
import styled from 'styled-components';
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { vars } from '../../tokens';
import { motion } from '../../styles/motion';
import { IconButton } from '../IconButton';
import type { DialogProps } from './dialog-types';

const Overlay = styled(FloatingOverlay)`
  z-index: ${vars.zIndex.dialog};
  background: ${vars.color.bgBackdrop};
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 0 ${vars.space['400']} ${vars.space['400']};
  animation: ${motion.fade} ${vars.motion.durationFade} ${vars.motion.easing};
`;

const Panel = styled.div<{ $width: string; $top: string }>`
  position: relative;
  margin-top: ${(p) => p.$top};
  width: min(${(p) => p.$width}, 100%);
  max-height: calc(100vh - ${(p) => p.$top} - ${vars.space['400']});
  overflow: auto;
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  border-radius: ${vars.radius['300']};
  box-shadow: ${vars.shadow['300']};
  padding: ${vars.space['600']};
  animation: ${motion.rise} ${vars.motion.durationFade} ${vars.motion.easing};
  &:focus {
    outline: none;
  }
  &[data-centered] {
    text-align: center;
  }
`;

const Title = styled.h2`
  margin: 0 ${vars.space['800']} ${vars.space['300']} 0;
  font-size: ${vars.font.size500};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  [data-centered] > & {
    margin-right: ${vars.space['800']};
    margin-left: ${vars.space['800']};
  }
`;

const Body = styled.div`
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size300};
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space['200']};
  margin-top: ${vars.space['600']};
  [data-centered] > & {
    justify-content: center;
  }
`;

const Close = styled.div`
  position: absolute;
  top: ${vars.space['300']};
  right: ${vars.space['300']};
`;

/** The Dialog once its code is loaded: Floating UI traps focus, locks scroll and dismisses. */
export function DialogLayer({
  open,
  onClose,
  title,
  ariaLabel,
  children,
  footer,
  width = 390,
  top = '15vh',
  closeLabel = 'Tutup',
  hideCloseButton = false,
  closeOnBackdropClick = true,
  role = 'dialog',
  initialFocus,
  centered = false,
}: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const dismiss = useDismiss(context, {
    outsidePress: closeOnBackdropClick,
    outsidePressEvent: 'mousedown',
  });
  const { getFloatingProps } = useInteractions([dismiss]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <Overlay lockScroll>
        <FloatingFocusManager context={context} initialFocus={initialFocus ?? 0}>
          <Panel
            ref={refs.setFloating}
            role={role}
            aria-modal="true"
            aria-labelledby={title ? titleId : undefined}
            aria-label={title ? undefined : ariaLabel}
            aria-describedby={children ? bodyId : undefined}
            $width={`${width}px`}
            $top={top}
            data-centered={centered ? '' : undefined}
            {...getFloatingProps()}
          >
            {title ? <Title id={titleId}>{title}</Title> : null}
            {children ? <Body id={bodyId}>{children}</Body> : null}
            {footer ? <Footer>{footer}</Footer> : null}
            {hideCloseButton ? null : (
              <Close>
                <IconButton icon="close" label={closeLabel} size="sm" onClick={onClose} />
              </Close>
            )}
          </Panel>
        </FloatingFocusManager>
      </Overlay>
    </FloatingPortal>
  );
}
