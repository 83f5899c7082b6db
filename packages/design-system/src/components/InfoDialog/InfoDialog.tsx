import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';

export type InfoDialogType = 'info' | 'success';

export interface InfoDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called by the button, the close icon, Escape or the backdrop. */
  onClose: () => void;
  /** info shows an "i", success a check mark. */
  type?: InfoDialogType;
  /** Heading. */
  title: ReactNode;
  /** Message under the heading. */
  text?: ReactNode;
  /** Button label. */
  buttonLabel?: string;
  /** Panel width in px. */
  width?: number;
  /** Label of the close icon. */
  closeLabel?: string;
}

const Badge = styled.div<{ $type: InfoDialogType }>`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin: 0 auto ${vars.space['400']};
  border-radius: 50%;
  color: ${(p) => (p.$type === 'success' ? vars.color.statusSuccessIcon : vars.color.statusInfoIcon)};
  background: ${(p) => (p.$type === 'success' ? vars.color.statusSuccessBg : vars.color.statusInfoBg)};
`;

/** Info or success message in a dialog with one 'Tutup' button (spec §2). */
export function InfoDialog({
  open,
  onClose,
  type = 'info',
  title,
  text,
  buttonLabel = 'Tutup',
  width,
  closeLabel,
}: InfoDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      centered
      width={width}
      closeLabel={closeLabel}
      title={
        <>
          <Badge $type={type} data-type={type}>
            <Icon name={type === 'success' ? 'success' : 'info'} size={32} />
          </Badge>
          {title}
        </>
      }
      footer={
        <Button block onClick={onClose}>
          {buttonLabel}
        </Button>
      }
    >
      {text}
    </Dialog>
  );
}
