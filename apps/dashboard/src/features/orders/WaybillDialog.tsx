import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Select, TextArea, TextField, vars } from '@seller/design-system';
import { courierOptions, ordersCopy } from './copy';
import type { Order, WaybillEntry } from './order-calls';
import { canSetWaybill } from './order-status';
import { isValidWaybill, matchWaybills, normalizeWaybill } from './waybill-paste';

const copy = ordersCopy.waybillDialog;

const Body = styled.div`
  display: grid;
  gap: ${vars.space['300']};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space['200']};
`;

const Errors = styled.ul`
  margin: 0;
  padding-left: ${vars.space['500']};
  color: ${vars.color.textDanger};
`;

const Pairs = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size200};
  th,
  td {
    text-align: left;
    padding: ${vars.space['100']} ${vars.space['200']};
    border-bottom: 1px solid ${vars.color.borderDefault};
  }
`;

export interface WaybillDialogProps {
  /** The orders to give a waybill, in the order the pasted lines are matched; empty hides it. */
  orders: readonly Order[];
  submitting: boolean;
  onSubmit: (entries: WaybillEntry[]) => void;
  onClose: () => void;
}

function courierSelectOptions() {
  return courierOptions.map((courier) => ({ value: courier, label: courier }));
}

/** Single: one number (and the courier if the order has none). Batch: a pasted column, matched line by line. */
export function WaybillDialog({ orders, submitting, onSubmit, onClose }: WaybillDialogProps) {
  const open = orders.length > 0;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      width={560}
      title={
        orders.length === 1 && orders[0]
          ? copy.singleTitle(orders[0].orderCode)
          : copy.batchTitle(orders.length)
      }
    >
      {open && (
        <WaybillForm
          key={orders.map((order) => order.orderCode).join(',')}
          orders={orders}
          submitting={submitting}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function WaybillForm({ orders, submitting, onSubmit, onClose }: WaybillDialogProps) {
  const [text, setText] = useState(() =>
    orders
      .map((order) => order.waybillNumber ?? '')
      .join('\n')
      .trim(),
  );
  const [courier, setCourier] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const needsCourier = orders.some((order) => !order.courier);
  const notAllowed = orders
    .filter((order) => !canSetWaybill(order.status))
    .map((order) => order.orderCode);
  const single = orders.length === 1;

  const targets = orders.map((order) => ({
    orderCode: order.orderCode,
    courier: order.courier ?? courier,
  }));
  const match = matchWaybills(targets, text);
  const errors = [
    ...(notAllowed.length > 0 ? [copy.notProcessed(notAllowed.join(', '))] : []),
    ...(needsCourier && courier === '' ? [copy.courierRequired] : []),
    ...(single && normalizeWaybill(text) === ''
      ? [copy.required]
      : single && !isValidWaybill(normalizeWaybill(text))
        ? [copy.formatRule]
        : single
          ? []
          : match.errors),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (errors.length > 0 || submitting) return;
    onSubmit(match.entries);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Body>
        {needsCourier && (
          <Select
            label={copy.courierLabel}
            placeholder={copy.courierPlaceholder}
            value={courier}
            options={courierSelectOptions()}
            required
            onChange={(event) => setCourier(event.currentTarget.value)}
          />
        )}
        {single ? (
          <TextField
            label={copy.numberLabel}
            hint={copy.formatRule}
            value={text}
            autoComplete="off"
            error={showErrors && errors.length > 0 ? errors.join(' ') : undefined}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        ) : (
          <>
            {/*
              The line-by-line errors stay in their own list under the preview (one per pasted
              line); the field itself is only marked invalid, so the hint on the paste format
              stays readable next to it.
            */}
            <TextArea
              label={copy.pasteLabel}
              hint={`${copy.pasteHint} ${copy.formatRule}`}
              rows={6}
              aria-invalid={showErrors && errors.length > 0 ? true : undefined}
              value={text}
              spellCheck={false}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Pairs>
              <caption>{copy.preview}</caption>
              <thead>
                <tr>
                  <th scope="col">{ordersCopy.columns.order}</th>
                  <th scope="col">{copy.courierLabel}</th>
                  <th scope="col">{copy.numberLabel}</th>
                </tr>
              </thead>
              <tbody>
                {match.entries.map((entry) => (
                  <tr key={entry.orderCode}>
                    <td>{entry.orderCode}</td>
                    <td>{entry.courier || '—'}</td>
                    <td>{entry.waybillNumber || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Pairs>
            {showErrors && errors.length > 0 && (
              <Errors role="alert">
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </Errors>
            )}
          </>
        )}
        <Footer>
          <Button type="button" variant="secondary" onClick={onClose}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={submitting}>
            {copy.submit}
          </Button>
        </Footer>
      </Body>
    </form>
  );
}
