-- Money (issue 11). Every ledger row says what moved the balance; a withdrawal keeps its fee and,
-- when it fails, why. The brand balance can never go below zero, whatever a handler does.
ALTER TABLE finance_transactions ADD COLUMN category text NOT NULL DEFAULT 'order_income';
UPDATE finance_transactions SET category = 'withdrawal' WHERE withdrawal_id IS NOT NULL AND type = 'debit';
UPDATE finance_transactions SET category = 'withdrawal_reversal' WHERE withdrawal_id IS NOT NULL AND type = 'credit';
ALTER TABLE finance_transactions ADD CONSTRAINT finance_transactions_category_check
  CHECK (category IN ('order_income', 'refund', 'fee', 'withdrawal', 'withdrawal_reversal', 'adjustment'));
ALTER TABLE finance_transactions ADD CONSTRAINT finance_transactions_amount_check CHECK (amount >= 0 AND balance_after >= 0);
CREATE INDEX finance_transactions_brand_id_idx ON finance_transactions (brand_id, created_at, id);

ALTER TABLE withdrawals ADD COLUMN fee bigint NOT NULL DEFAULT 0;
ALTER TABLE withdrawals ADD COLUMN failure_reason text;
UPDATE withdrawals SET failure_reason = 'Rekening tujuan tidak dapat menerima dana. Periksa data rekening Anda.'
  WHERE status = 'failed' AND failure_reason IS NULL;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_amount_check CHECK (amount > 0 AND fee >= 0 AND fee <= amount);

ALTER TABLE brands ADD CONSTRAINT brands_balance_nonnegative CHECK (balance >= 0);
