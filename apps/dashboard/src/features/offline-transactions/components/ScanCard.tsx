import { useState, type Ref } from 'react';
import { Button, Card, TextField } from '@seller/design-system';
import { offlineCopy as copy } from '../copy';
import { Alert, Failure, Stack } from './OfflineAddPage.styles';

export interface ScanMessage {
  tone: 'danger' | 'success';
  text: string;
  /** Set when the lookup itself failed: the code can be looked up again without rescanning. */
  retryCode?: string;
}

export interface ScanCardProps {
  /** The scan field, focused again after a sale and a retried scan. */
  scanRef?: Ref<HTMLInputElement>;
  /** What the last scan or pick did. */
  scanMessage: ScanMessage | null;
  /** A code read by the scanner or typed, on Enter. */
  onScan: (code: string) => void;
  onRetryScan: (code: string) => void;
}

/** The scan field: a scanner types the code and presses Enter, so the field clears for the next one. */
export function ScanCard({ scanRef, scanMessage: message, onScan, onRetryScan }: ScanCardProps) {
  const [code, setCode] = useState('');
  return (
    <Card title={copy.scanLabel} headingLevel={2}>
      <Stack>
        <TextField
          ref={scanRef}
          label={copy.scanLabel}
          hideLabel
          leadingIcon="search"
          hint={copy.scanHint}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setCode('');
            if (code.trim()) onScan(code.trim());
          }}
          autoComplete="off"
          autoFocus
          maxLength={100}
          inputMode="text"
          enterKeyHint="enter"
        />
        <div aria-live="polite">
          {message?.retryCode !== undefined ? (
            <Failure>
              <Alert $tone="danger">{message.text}</Alert>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onRetryScan(message.retryCode ?? '')}
              >
                {copy.retry}
              </Button>
            </Failure>
          ) : message ? (
            <Alert $tone={message.tone}>{message.text}</Alert>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
