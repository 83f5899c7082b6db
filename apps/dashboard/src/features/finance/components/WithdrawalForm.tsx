import { useMemo, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { Button, Card, ConfirmDialog, formatMoney, TextField } from '@seller/design-system';
import { financeCopy } from '../copy';
import type { BankAccount, Withdrawal } from '../finance-types';
import {
  formatRupiahInput,
  parseRupiahInput,
  withdrawalRules,
  withdrawalSchema,
  withdrawAllAmount,
  type WithdrawalFields,
} from '../money';
import { withdrawalDetailUrl } from '../urls';
import { Muted, Summary } from './finance-styles';
import { sellerMessage } from '../../../platform/server-field-error';

export interface WithdrawalFormProps {
  /** The balance that can be withdrawn, 0 until it is known. */
  available: number;
  /** The balance has answered: a request can be checked against it. */
  balanceReady: boolean;
  bank: BankAccount | null;
  submitting: boolean;
  /** Resolves with the accepted request, or null while one is already on its way; rejects when it failed. */
  onWithdraw: (amount: number) => Promise<Withdrawal | null>;
}

/** The amount, checked on 'Lanjutkan', then a confirmation that repeats amount, fee and account. */
export function WithdrawalForm({
  available,
  balanceReady,
  bank,
  submitting,
  onWithdraw,
}: WithdrawalFormProps) {
  const schema = useMemo(() => withdrawalSchema(available), [available]);
  const { control, handleSubmit, clearErrors, reset } = useForm<WithdrawalFields>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
    // The rules speak on 'Lanjutkan' only; typing clears what they said.
    reValidateMode: 'onSubmit',
  });
  const { field, fieldState } = useController({ name: 'amount', control });
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const amount = parseRupiahInput(field.value);
  const closed = !bank || !balanceReady;

  const edit = (text: string) => {
    field.onChange(formatRupiahInput(text));
    clearErrors('amount');
    setSubmitError(null);
  };

  const confirm = async () => {
    if (amount === null) return;
    setSubmitError(null);
    try {
      const made = await onWithdraw(amount);
      // A second click while the first request is on its way changes nothing.
      if (!made) return;
      setDone(made);
      reset({ amount: '' });
    } catch (failure) {
      setSubmitError(
        failure instanceof Error && failure.message
          ? `${financeCopy.submitFailed} (${sellerMessage(failure.message)})`
          : financeCopy.submitFailed,
      );
    }
    setConfirming(false);
  };

  return (
    <Card title={financeCopy.formTitle} headingLevel={2}>
      {done ? (
        <div role="status" style={{ marginBottom: 16 }}>
          <strong>{financeCopy.successTitle}</strong>
          <Muted>
            {financeCopy.successText(
              formatMoney(done.amount),
              `${done.bankName} ${done.accountNumber}`,
            )}
          </Muted>
          <Link to={withdrawalDetailUrl(done.id)}>{financeCopy.seeDetail}</Link>
        </div>
      ) : null}
      <form
        onSubmit={handleSubmit(() => setConfirming(true))}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 420 }}
      >
        <TextField
          {...field}
          label={financeCopy.amountLabel}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => edit(event.target.value)}
          hint={financeCopy.amountHint(
            formatMoney(withdrawalRules.minAmount),
            formatMoney(withdrawalRules.maxAmount),
          )}
          error={fieldState.error?.message}
          trailing={<span aria-hidden="true">Rp</span>}
          disabled={closed}
        />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Button
            type="button"
            variant="secondary"
            disabled={!bank || available <= 0}
            onClick={() => edit(String(withdrawAllAmount(available)))}
          >
            {financeCopy.withdrawAll}
          </Button>
          <Button type="submit" disabled={closed}>
            {financeCopy.continue}
          </Button>
        </div>
        {submitError ? (
          <p role="alert" style={{ margin: 0, color: 'var(--color-text-danger, #b42318)' }}>
            {submitError}
          </p>
        ) : null}
      </form>

      <ConfirmDialog
        open={confirming}
        title={financeCopy.confirmTitle}
        text={
          amount !== null && bank ? (
            <Summary>
              <dt>{financeCopy.confirmAmount}</dt>
              <dd>{formatMoney(amount)}</dd>
              <dt>{financeCopy.confirmFee}</dt>
              <dd>
                {withdrawalRules.fee === 0 ? financeCopy.feeFree : formatMoney(withdrawalRules.fee)}
              </dd>
              <dt>{financeCopy.confirmReceived}</dt>
              <dd>{formatMoney(amount - withdrawalRules.fee)}</dd>
              <dt>{financeCopy.confirmBank}</dt>
              <dd>
                {bank.bankName} {bank.accountNumber}
                <br />
                {bank.accountName}
              </dd>
            </Summary>
          ) : null
        }
        confirmLabel={financeCopy.confirmSubmit}
        cancelLabel={financeCopy.confirmBack}
        loading={submitting}
        onConfirm={() => void confirm()}
        onCancel={() => {
          if (!submitting) setConfirming(false);
        }}
      />
    </Card>
  );
}
