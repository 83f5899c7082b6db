import styled from 'styled-components';
import { Button, Dialog, vars } from '@seller/design-system';
import { ordersCopy } from '../copy';
import type { OrderProcessResult } from '../order-types';

const copy = ordersCopy.processResult;

const List = styled.ul`
  margin: ${vars.space['100']} 0 ${vars.space['300']};
  padding-left: ${vars.space['500']};
`;

const Failed = styled.p`
  margin: 0;
  color: ${vars.color.textDanger};
  font-weight: ${vars.font.weightSemibold};
`;

export interface ProcessResultDialogProps {
  /** Null hides the dialog. */
  result: OrderProcessResult | null;
  kind: 'process' | 'waybill';
  onClose: () => void;
}

/** What happened to each order of a batch: the ones that went through and, by name, the ones that did not. */
export function ProcessResultDialog({ result, kind, onClose }: ProcessResultDialogProps) {
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      title={kind === 'process' ? copy.title : copy.waybillTitle}
      width={480}
      footer={<Button onClick={onClose}>{copy.close}</Button>}
    >
      {result && (
        <div role="status">
          <p>{copy.succeeded(result.processed.length)}</p>
          {result.processed.length > 0 && (
            <List aria-label={copy.succeeded(result.processed.length)}>
              {result.processed.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </List>
          )}
          {result.failed.length > 0 && (
            <>
              <Failed>{copy.failed(result.failed.length)}</Failed>
              <List aria-label={copy.failed(result.failed.length)}>
                {result.failed.map((failure) => (
                  <li key={failure.orderCode}>
                    {copy.failedItem(failure.orderCode, failure.reason)}
                  </li>
                ))}
              </List>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
