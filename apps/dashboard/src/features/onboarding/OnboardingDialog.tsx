import styled from 'styled-components';
import { Button, Dialog, layout, vars } from '@seller/design-system';
import type { OnboardingAnnouncement } from '@seller/machines';
import { onboardingCopy } from './copy';

const Content = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.5;
`;

const Failure = styled.p`
  margin: ${vars.space['300']} 0 0;
  color: ${vars.color.textDanger};
`;

export interface OnboardingDialogProps {
  announcement: OnboardingAnnouncement;
  /** The read update is running. */
  marking: boolean;
  /** The last read update failed (cleared after 3000 ms). */
  failed: boolean;
  onClose: () => void;
  onOpenGuide: () => void;
}

/** The onboarding dialog of spec §2: 583 px, the announcement's text, 'Cek Panduannya', a close icon. */
export function OnboardingDialog({
  announcement,
  marking,
  failed,
  onClose,
  onOpenGuide,
}: OnboardingDialogProps) {
  const info = announcement.additionalInfo;
  return (
    <Dialog
      open
      onClose={onClose}
      title={info?.title ?? announcement.label ?? onboardingCopy.dialogFallbackTitle}
      width={layout.onboardingDialogWidth}
      closeLabel={onboardingCopy.close}
      footer={
        <Button variant="primary" onClick={onOpenGuide} loading={marking}>
          {onboardingCopy.checkGuide}
        </Button>
      }
    >
      {info?.content ? <Content>{info.content}</Content> : null}
      {failed ? <Failure role="alert">{onboardingCopy.markReadFailed}</Failure> : null}
    </Dialog>
  );
}
