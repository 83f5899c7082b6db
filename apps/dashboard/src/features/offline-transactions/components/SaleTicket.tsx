import { useId } from 'react';
import { Button, Card, Select, TextField, formatMoney } from '@seller/design-system';
import { offlineTransactionInputLimits as limits } from '@seller/api-types';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { offlineCopy as copy } from '../copy';
import type { OfflineSaleTextField } from '../offline-sale-schema';
import type { OfflineReason } from '../offline-scope';
import { cartTotals } from '../sale-cart';
import { CartLines, type CartLinesProps } from './CartLines';
import { Actions, Alert, SaveReason, Stack, Total } from './OfflineAddPage.styles';

/** What the ticket says under its fields: a refusal, a kept sale or the sale just saved. */
export interface SaleNotice {
  tone: 'danger' | 'success' | 'warning';
  text: string;
}

/** The typed fields as the form registers them. */
export type SaleFields = Record<OfflineSaleTextField, UseFormRegisterReturn>;
/** A typed field the sale refuses, with the reason why. */
export type SaleFieldErrors = Partial<Record<OfflineSaleTextField, string>>;

export interface SaleTicketProps extends CartLinesProps {
  reasons: readonly OfflineReason[];
  /** The reasons could not be read: the choice says so. */
  reasonsFailed: boolean;
  fields: SaleFields;
  errors: SaleFieldErrors;
  notice: SaleNotice | null;
  onClear: () => void;
}

/** The ticket: lines, total, reason and customer, and the save button with the total on it. */
export function SaleTicket({
  reasons,
  reasonsFailed,
  fields,
  errors,
  notice,
  onClear,
  ...cart
}: SaleTicketProps) {
  const { lines, busy } = cart;
  const totals = cartTotals(lines);
  // An empty ticket has nothing to save: the button is off and says why, not a Rp0 save to refuse.
  const empty = lines.length === 0;
  const reasonId = useId();
  return (
    <Card title={copy.cartTitle} headingLevel={2}>
      <Stack>
        <CartLines {...cart} />
        <Total>
          <span>
            {copy.grandTotal} ({copy.itemsTotal(totals.quantity)})
          </span>
          <output aria-label={copy.grandTotal}>{formatMoney(totals.amount)}</output>
        </Total>
        <Select
          label={copy.reasonLabel}
          placeholder={copy.reasonPlaceholder}
          options={reasons.map((reason) => ({ value: String(reason.id), label: reason.name }))}
          error={errors.reasonId ?? (reasonsFailed ? copy.reasonsError : undefined)}
          required
          disabled={busy}
          {...fields.reasonId}
        />
        <TextField
          label={copy.buyerNameLabel}
          error={errors.buyerName}
          maxLength={limits.buyerName.maxLength}
          autoComplete="off"
          disabled={busy}
          {...fields.buyerName}
        />
        <TextField
          label={copy.buyerPhoneLabel}
          type="tel"
          inputMode="tel"
          error={errors.buyerPhone}
          maxLength={limits.buyerPhone.maxLength}
          autoComplete="off"
          disabled={busy}
          {...fields.buyerPhone}
        />
        <TextField
          label={copy.noteLabel}
          error={errors.note}
          maxLength={limits.note.maxLength}
          autoComplete="off"
          disabled={busy}
          {...fields.note}
        />
        <div aria-live="assertive">
          {notice ? <Alert $tone={notice.tone}>{notice.text}</Alert> : null}
        </div>
        <Actions>
          <Button
            type="button"
            variant="secondary"
            disabled={busy || lines.length === 0}
            onClick={onClear}
          >
            {copy.clearCart}
          </Button>
          <Button
            type="submit"
            variant="primary"
            size="lg"
            loading={busy}
            loadingLabel={copy.saving}
            disabled={empty}
            aria-describedby={empty ? reasonId : undefined}
          >
            {copy.save} · {formatMoney(totals.amount)}
          </Button>
        </Actions>
        {empty ? <SaveReason id={reasonId}>{copy.cartRequired}</SaveReason> : null}
      </Stack>
    </Card>
  );
}
