import styled from 'styled-components';
import { Card, vars } from '@seller/design-system';
import type { OutboxEntry } from '../../../platform/outbox';
import { offlineCopy as copy } from '../copy';

const Rows = styled.ul`
  display: grid;
  gap: ${vars.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space['100']} ${vars.space['300']};
  padding: ${vars.space['200']} ${vars.space['300']};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.statusWarningBg};
  &[data-status='failed'] {
    background: ${vars.color.statusDangerBg};
  }
`;

/**
 * The stockist's sales kept on this device until they land. A refused one stays with the
 * server's message; the outbox panel offers to send it again or give it up.
 */
export function PendingSales({ entries }: { entries: readonly OutboxEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Card title={copy.pendingTitle} headingLevel={2}>
      <Rows aria-label={copy.pendingTitle}>
        {entries.map((entry) => (
          <Row key={entry.id} data-status={entry.status}>
            <span>{entry.label}</span>
            <span>
              {entry.status === 'failed' ? copy.pendingRefused(entry.error ?? '') : copy.pendingRow}
            </span>
          </Row>
        ))}
      </Rows>
    </Card>
  );
}
