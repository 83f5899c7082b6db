import { Button } from '@seller/design-system';
import { financeCopy } from '../copy';
import { Muted } from './finance-styles';

/** A part of the page that failed to load, with its own retry. */
export function ErrorLine({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        alignItems: 'flex-start',
        padding: 4,
      }}
    >
      <Muted>{message}</Muted>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {financeCopy.retry}
      </Button>
    </div>
  );
}
