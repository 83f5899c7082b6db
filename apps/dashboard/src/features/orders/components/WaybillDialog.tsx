import { useMemo } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { Button, Dialog, Select, TextArea, TextField, vars } from '@seller/design-system';
import { courierOptions, ordersCopy } from '../copy';
import type { Order, WaybillEntry } from '../order-types';
import { canSetWaybill } from '../order-status';
import { matchWaybills, waybillFormSchema, type WaybillFields } from '../waybill-paste';

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

/** Every message of a field, in the order the rules found them (a column has one per line). */
function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const all = Object.values(error.types ?? {}).flat();
  const messages = all.filter((message): message is string => typeof message === 'string');
  return messages.length > 0 ? messages : error.message ? [error.message] : [];
}

function targetsOf(orders: readonly Order[], courier: string) {
  return orders.map((order) => ({ orderCode: order.orderCode, courier: order.courier ?? courier }));
}

function WaybillForm({ orders, submitting, onSubmit, onClose }: WaybillDialogProps) {
  const needsCourier = orders.some((order) => !order.courier);
  const notAllowed = orders
    .filter((order) => !canSetWaybill(order.status))
    .map((order) => order.orderCode);
  const single = orders.length === 1;
  const schema = useMemo(
    () => waybillFormSchema(orders.length, needsCourier),
    [orders.length, needsCourier],
  );
  const { register, handleSubmit, watch, formState } = useForm<WaybillFields>({
    resolver: zodResolver(schema),
    // A pasted column can be wrong on several lines at once: each one is listed.
    criteriaMode: 'all',
    // The errors are read where they are listed; focus stays on the button the seller pressed.
    shouldFocusError: false,
    defaultValues: {
      courier: '',
      text: orders
        .map((order) => order.waybillNumber ?? '')
        .join('\n')
        .trim(),
    },
  });
  const [text, courier] = watch(['text', 'courier']);
  const match = matchWaybills(targetsOf(orders, courier), text);
  // Shown from the first try to save on, and kept current while the seller corrects them.
  const errors = formState.isSubmitted
    ? [
        ...(notAllowed.length > 0 ? [copy.notProcessed(notAllowed.join(', '))] : []),
        ...messagesOf(formState.errors.courier),
        ...messagesOf(formState.errors.text),
      ]
    : [];

  const submit = handleSubmit((values) => {
    if (notAllowed.length > 0 || submitting) return;
    onSubmit(matchWaybills(targetsOf(orders, values.courier), values.text).entries);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Body>
        {needsCourier && (
          <Select
            label={copy.courierLabel}
            placeholder={copy.courierPlaceholder}
            options={courierSelectOptions()}
            required
            {...register('courier')}
          />
        )}
        {single ? (
          <TextField
            label={copy.numberLabel}
            hint={copy.formatRule}
            autoComplete="off"
            error={errors.length > 0 ? errors.join(' ') : undefined}
            {...register('text')}
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
              aria-invalid={errors.length > 0 ? true : undefined}
              spellCheck={false}
              {...register('text')}
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
            {errors.length > 0 && (
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
