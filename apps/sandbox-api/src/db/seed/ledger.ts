import { demoUsers, type DemoBrand } from './accounts.js';
import { banks } from './people.js';
import { lit } from './sql.js';

/**
 * A brand's balance movements, built from its own seeded orders (issue 41, item 4): each finished
 * or received order is paid out with its total once the buyer has it, under its real order code,
 * less the marketplace's 2% of its items; now and then one returned unit is refunded (entered
 * right after the payout, so every balance after stays in time order). Between them
 * an adjustment and withdrawals (debited when requested; a failed one is given back when the bank
 * refuses it). Runs after the orders are inserted, as one PL/pgSQL block per brand, so amounts
 * and codes are read from the rows instead of being guessed; withdrawal and ledger ids come from
 * the same sequences a new request draws from, so seeded ids look like new ones (item 5).
 */
export function ledgerSql(brand: DemoBrand, index: number): string {
  const b = brand.id;
  const bank = banks[b % banks.length] ?? 'BCA';
  const owner = demoUsers.find((u) => u.id === brand.userId)?.name ?? brand.name;
  const account = String(1000000000 + b * 7919).slice(0, 10);
  return `
DO $ledger$
DECLARE
  bal bigint := 0;
  n int := 0;
  e record;
  st text;
  w_id int;
  w_amount bigint;
  fee_amount bigint;
  rev_at timestamptz;
  rev_amount bigint;
  rev_id int;
  statuses text[] := ARRAY['success', 'success', 'processed', 'failed', 'success', 'pending'];
BEGIN
  FOR e IN
    SELECT 'order' AS kind, o.id, o.order_code, o.total_amount::bigint AS total,
           (SELECT sum((i->>'price')::bigint * (i->>'quantity')::int) FROM jsonb_array_elements(o.items) i) AS subtotal,
           (o.items->0->>'price')::bigint AS unit, 0 AS day, o.updated_at + interval '1 hour' AS at
      FROM orders o WHERE o.brand_id = ${b} AND o.status IN (6, 8)
    UNION ALL
    SELECT CASE WHEN d = 30 THEN 'adjustment' ELSE 'withdrawal' END, d, NULL, NULL, NULL, NULL, d,
           now() - make_interval(days => d)
      FROM generate_series(1, 60) d WHERE d % 9 = 0 OR d = 30
    ORDER BY at, id
  LOOP
    -- A refused withdrawal comes back at the moment the bank answered, before what follows it.
    IF rev_at IS NOT NULL AND rev_at <= e.at THEN
      bal := bal + rev_amount;
      INSERT INTO finance_transactions (id, brand_id, type, category, amount, description, order_code, withdrawal_id, balance_after, created_at)
      VALUES (nextval('finance_transactions_id_seq'), ${b}, 'credit', 'withdrawal_reversal', rev_amount,
              'Pengembalian penarikan dana yang gagal', NULL, rev_id, bal, rev_at);
      rev_at := NULL;
    END IF;
    IF e.kind = 'order' THEN
      bal := bal + e.total;
      INSERT INTO finance_transactions (id, brand_id, type, category, amount, description, order_code, withdrawal_id, balance_after, created_at)
      VALUES (nextval('finance_transactions_id_seq'), ${b}, 'credit', 'order_income', e.total,
              'Pencairan pesanan selesai', e.order_code, NULL, bal, e.at);
      fee_amount := round(e.subtotal * 2 / 100.0);
      bal := bal - fee_amount;
      INSERT INTO finance_transactions (id, brand_id, type, category, amount, description, order_code, withdrawal_id, balance_after, created_at)
      VALUES (nextval('finance_transactions_id_seq'), ${b}, 'debit', 'fee', fee_amount,
              'Biaya layanan marketplace 2%', e.order_code, NULL, bal, e.at + interval '1 minute');
      IF e.id % 11 = 0 AND bal >= e.unit THEN
        bal := bal - e.unit;
        INSERT INTO finance_transactions (id, brand_id, type, category, amount, description, order_code, withdrawal_id, balance_after, created_at)
        VALUES (nextval('finance_transactions_id_seq'), ${b}, 'debit', 'refund', e.unit,
                'Pengembalian dana ke pembeli', e.order_code, NULL, bal, e.at + interval '3 minutes');
      END IF;
    ELSIF e.kind = 'adjustment' THEN
      bal := bal + 25000;
      INSERT INTO finance_transactions (id, brand_id, type, category, amount, description, order_code, withdrawal_id, balance_after, created_at)
      VALUES (nextval('finance_transactions_id_seq'), ${b}, 'credit', 'adjustment', 25000,
              'Penyesuaian saldo: kompensasi ongkos kirim', NULL, NULL, bal, e.at);
    ELSE
      st := statuses[1 + (n + ${index}) % 6];
      n := n + 1;
      w_amount := least(bal, 500000 + ((e.day * 104729) % 8) * 250000);
      CONTINUE WHEN w_amount < 10000;
      w_id := nextval('withdrawals_id_seq');
      INSERT INTO withdrawals (id, brand_id, amount, fee, status, bank_name, account_number, account_name, note, failure_reason, created_at, processed_at)
      VALUES (w_id, ${b}, w_amount, 0, st, ${lit(bank)}, ${lit(account)}, ${lit(owner)}, '',
              CASE WHEN st = 'failed' THEN 'Nama pemilik rekening tidak sesuai dengan data bank.' END,
              e.at, CASE WHEN st IN ('pending', 'processed') THEN NULL ELSE e.at + interval '1 day' END);
      bal := bal - w_amount;
      INSERT INTO finance_transactions (id, brand_id, type, category, amount, description, order_code, withdrawal_id, balance_after, created_at)
      VALUES (nextval('finance_transactions_id_seq'), ${b}, 'debit', 'withdrawal', w_amount,
              ${lit(`Penarikan dana ke ${bank}`)}, NULL, w_id, bal, e.at);
      IF st = 'failed' THEN
        rev_at := e.at + interval '1 day' + interval '10 minutes';
        rev_amount := w_amount;
        rev_id := w_id;
      END IF;
    END IF;
  END LOOP;
  IF rev_at IS NOT NULL THEN
    bal := bal + rev_amount;
    INSERT INTO finance_transactions (id, brand_id, type, category, amount, description, order_code, withdrawal_id, balance_after, created_at)
    VALUES (nextval('finance_transactions_id_seq'), ${b}, 'credit', 'withdrawal_reversal', rev_amount,
            'Pengembalian penarikan dana yang gagal', NULL, rev_id, bal, rev_at);
  END IF;
  UPDATE brands SET balance = bal WHERE id = ${b};
END
$ledger$;
`;
}
