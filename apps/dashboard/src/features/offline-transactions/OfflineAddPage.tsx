import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import {
  Button,
  Card,
  IconButton,
  NumberField,
  Select,
  EmptyState,
  TextField,
  below,
  formatMoney,
  useToaster,
  vars,
} from '@seller/design-system';
import { isApiError } from '@seller/api-types';
import { offlineTransactionMachine, OFFLINE_SAVED_MESSAGE } from '@seller/machines';
import { SessionContext } from '../session/session-context';
import { offlineCopy as copy } from './copy';
import {
  readPhase2,
  saveOfflineSale,
  type OfflineSaleResult,
  type OfflineScope,
  type OfflineTransaction,
  type SellableVariant,
} from './offline-calls';
import {
  findVariants,
  offlineReasonsRead,
  refreshAfterSale,
  variantSearchRead,
} from './offline-queries';
import { PendingSales } from './PendingSales';
import {
  addToCart,
  cartTotals,
  clampQuantity,
  isValidPhone,
  lineTotal,
  type CartLine,
} from './sale-cart';
import { useOfflineScope } from './use-offline-scope';
import { offlineListPath } from './offline-paths';
import { inspect } from '../../platform/machine-inspector';
import { useResource } from '../../platform/data/use-resource';

dayjs.extend(utc);

/** Today as the seller's calendar has it (WIB, §9), YYYY-MM-DD. */
export function wibToday(now: Date = new Date()): string {
  return dayjs.utc(now).add(7, 'hour').format('YYYY-MM-DD');
}

const newKey = () => crypto.randomUUID();

const Page = styled.div`
  display: grid;
  gap: ${vars.space['400']};
  padding: ${vars.space['600']};
  ${below('phablet')} {
    padding: ${vars.space['300']};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['200']};
  h1 {
    margin: 0;
    font-size: ${vars.font.size700};
  }
  p {
    margin: 0;
    color: ${vars.color.textSubdued};
  }
`;

/**
 * POS layout: scan and search on the left, the ticket on the right. On small screens the ticket
 * comes right under the scan field, before the search results, so a scan shows its line at once.
 */
const Register = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(320px, 420px);
  grid-template-areas:
    'scan cart'
    'search cart';
  grid-template-rows: auto 1fr;
  gap: ${vars.space['400']};
  align-items: start;
  ${below('laptop')} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'scan' 'cart' 'search';
    grid-template-rows: auto;
  }
`;

const Area = styled.div<{ $area: 'scan' | 'search' | 'cart' }>`
  grid-area: ${(p) => p.$area};
  min-width: 0;
`;

const Stack = styled.div`
  display: grid;
  gap: ${vars.space['300']};
`;

const Results = styled.ul`
  display: grid;
  gap: ${vars.space['200']};
  margin: 0;
  padding: 0;
  list-style: none;
  min-height: 48px;
`;

const ResultButton = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space['100']} ${vars.space['300']};
  width: 100%;
  min-height: 56px;
  padding: ${vars.space['200']} ${vars.space['300']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSurface};
  color: ${vars.color.textDefault};
  text-align: left;
  font: inherit;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${vars.color.bgSurfaceSelected};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focusRing};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.textSubdued};
  }
  small {
    color: ${vars.color.textSubdued};
  }
  strong {
    text-align: right;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${vars.space['300']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space['200']};
  padding-bottom: ${vars.space['300']};
  border-bottom: 1px solid ${vars.color.borderDefault};
  p {
    margin: 0;
  }
  small {
    color: ${vars.color.textSubdued};
  }
`;

const QtyRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space['200']};
  grid-column: 1 / -1;
  > div {
    width: 120px;
  }
  strong {
    margin-left: auto;
    align-self: center;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: ${vars.font.size600};
  font-weight: ${vars.font.weightSemibold};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textSubdued};
`;

const alertBackground = {
  danger: vars.color.statusDangerBg,
  success: vars.color.statusSuccessBg,
  warning: vars.color.statusWarningBg,
};

const Alert = styled.p<{ $tone: 'danger' | 'success' | 'warning' }>`
  margin: 0;
  padding: ${vars.space['200']} ${vars.space['300']};
  border-radius: ${vars.radius['200']};
  background: ${(p) => alertBackground[p.$tone]};
  color: ${vars.color.textDefault};
`;

const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space['200']};
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.space['200']};
  > button:last-child {
    flex: 1;
  }
`;

export function OfflineAddRoute() {
  const scope = useOfflineScope();
  const userId = SessionContext.useSelector((snapshot) => snapshot.context.userData?.id ?? null);
  if (!scope) {
    // A sale is recorded for one stockist's stock: without one chosen there is nothing to sell from.
    return (
      <Page>
        <Head>
          <h1>{copy.addTitle}</h1>
          <Link to={offlineListPath}>{copy.listTitle}</Link>
        </Head>
        <EmptyState icon="transaction" title={copy.noStockistAdd} />
      </Page>
    );
  }
  // A brand switch (confirmed on this page, §4) starts a new, empty sale for the new stockist.
  return (
    <OfflineAddPage
      key={scope.stockistId}
      scope={scope}
      userId={userId === null ? null : Number(userId)}
    />
  );
}

export interface OfflineAddPageProps {
  scope: OfflineScope;
  /**
   * The signed-in user: a sale that gets no answer is kept for them and replayed later. Without
   * one a kept sale would never be replayed (replays are per user), so it fails as before.
   */
  userId?: number | null;
}

export function OfflineAddPage({ scope, userId = null }: OfflineAddPageProps) {
  const toaster = useToaster();
  const [lines, setLines] = useState<CartLine[]>([]);
  const reasonList = useResource(offlineReasonsRead(scope));
  const reasons = reasonList.data;
  const reasonsFailed = reasonList.status === 'error';
  const [scanCode, setScanCode] = useState('');
  const [scanMessage, setScanMessage] = useState<{
    tone: 'danger' | 'success';
    text: string;
    /** Set when the lookup itself failed: the code can be looked up again without rescanning. */
    retryCode?: string;
  } | null>(null);
  const [search, setSearch] = useState('');
  // The search asked for: what is typed, once the clerk pauses.
  const [asked, setAsked] = useState('');
  const typed = search.trim();
  // The results stay while the next search loads, as the clerk keeps typing.
  const found = useResource(typed && asked ? variantSearchRead(scope, asked) : null, {
    keepData: true,
  });
  // 'failed' is kept apart from an empty answer: "not found" would send the clerk looking for the wrong cause.
  const results: SellableVariant[] | 'failed' | null =
    !typed || !asked ? null : found.status === 'error' ? 'failed' : found.data;
  const [formError, setFormError] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState(false);
  const [lastSaved, setLastSaved] = useState<OfflineTransaction | null>(null);
  // The last sale got no answer and waits on this device; the ticket was cleared all the same.
  const [lastKept, setLastKept] = useState(false);
  const scanRef = useRef<HTMLInputElement>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;
  // One key per intended sale: kept across retries, renewed when the sale changes or is saved.
  const keyRef = useRef(newKey());
  const scanQueue = useRef(Promise.resolve());
  const savedRef = useRef<OfflineSaleResult | null>(null);

  const machine = useMemo(
    () =>
      offlineTransactionMachine.provide({
        actors: {
          fetchMultistockPhase2: fromPromise(async () => {
            try {
              return await readPhase2(scope.api);
            } catch (error) {
              // No answer at all: the sale is tried and, without a connection, kept. The server
              // refuses it if phase 2 is off, and the outbox reports that refusal.
              if (userId !== null && isApiError(error) && error.kind === 'network') return true;
              throw error;
            }
          }),
          saveOfflineTransaction: fromPromise(({ input }) => {
            const values = input.values;
            const totals = cartTotals(linesRef.current);
            const buyerName = values.buyerName?.trim();
            return saveOfflineSale(
              scope,
              {
                brandId: scope.stockistId,
                reasonId: Number(values.reasonId),
                transactionDate: wibToday(),
                ...(values.buyerName?.trim() ? { buyerName: values.buyerName.trim() } : {}),
                ...(values.buyerPhone?.trim() ? { buyerPhone: values.buyerPhone.trim() } : {}),
                ...(values.note?.trim() ? { note: values.note.trim() } : {}),
                items: linesRef.current.map((line) => ({
                  variantId: line.variant.variantId,
                  quantity: line.quantity,
                  price: line.variant.price,
                })),
              },
              keyRef.current,
              userId === null
                ? null
                : {
                    userId,
                    meta: {
                      totalAmount: totals.amount,
                      quantity: totals.quantity,
                      ...(buyerName ? { buyerName } : {}),
                    },
                  },
            ).then((result) => {
              savedRef.current = result;
              // The stock shown in the search results is the stock before this sale.
              if (result.status === 'saved') void refreshAfterSale(scope);
              return result;
            });
          }),
        },
        actions: {
          notifyOutcome: (_, params) =>
            // The machine knows only saved or failed; a kept sale is neither yet.
            params.kind === 'success' && savedRef.current?.status === 'kept'
              ? toaster.show({ type: 'warning', message: copy.saleKept })
              : toaster.show({ type: params.kind, message: params.message }),
        },
      }),
    // The toaster's identity does not matter; the first one is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scope, userId],
  );
  const [snapshot, send] = useMachine(machine, {
    inspect,
    input: { requiredFields: ['reasonId'], dateFields: [] },
  });
  const { values, fieldErrors, message } = snapshot.context;
  const busy =
    snapshot.matches('checkingPhase2') ||
    snapshot.matches('saving') ||
    snapshot.matches('validating');

  // Search as the clerk types (debounced); a scanner's Enter goes through the scan field.
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), typed ? 250 : 0);
    return () => clearTimeout(timer);
  }, [typed]);

  // Saved, or kept on this device without a connection: the ticket is cleared for the next
  // customer (a kept sale is listed as pending); the message stays until the next change.
  useEffect(() => {
    if (!snapshot.matches('saved')) return;
    const output = snapshot.context.message;
    if (output !== OFFLINE_SAVED_MESSAGE) return;
    linesRef.current = [];
    setLines([]);
    setFormError(null);
    const result = savedRef.current;
    setLastSaved(result?.status === 'saved' ? result.sale : null);
    setLastKept(result?.status === 'kept');
    keyRef.current = newKey();
    send({ type: 'offline.reset' });
    scanRef.current?.focus();
  }, [snapshot, send]);

  const edited = useCallback(() => {
    keyRef.current = newKey();
    setLastSaved(null);
    setLastKept(false);
    setFormError(null);
  }, []);

  const add = useCallback(
    (variant: SellableVariant) => {
      const outcome = addToCart(linesRef.current, variant);
      linesRef.current = outcome.lines;
      setLines(outcome.lines);
      edited();
      const name = `${variant.productName} - ${variant.variantName}`;
      if (outcome.kind === 'noStock') {
        setScanMessage({
          tone: 'danger',
          text:
            variant.stock < 1
              ? `${copy.outOfStock}: ${name}`
              : copy.stockReached(name, variant.stock),
        });
      } else {
        setScanMessage({ tone: 'success', text: copy.scanAdded(name) });
      }
    },
    [edited],
  );

  const lookUp = (code: string) => {
    // Scans are handled in the order they were read, even when the scanner is faster than the network.
    scanQueue.current = scanQueue.current.then(async () => {
      try {
        const [found] = await findVariants(scope, { code });
        if (found) add(found);
        else setScanMessage({ tone: 'danger', text: copy.scanNotFound(code) });
      } catch {
        setScanMessage({ tone: 'danger', text: copy.scanFailed(code), retryCode: code });
      }
    });
  };

  const onScanKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const code = scanCode.trim();
    setScanCode('');
    if (code) lookUp(code);
  };

  const retryScan = (code: string) => {
    setScanMessage(null);
    lookUp(code);
    // Back to the scan field, so the next item can be scanned right after.
    scanRef.current?.focus();
  };

  const setQuantity = (variantId: number, quantity: number | null) => {
    const next = linesRef.current.map((line) =>
      line.variant.variantId === variantId
        ? { ...line, quantity: clampQuantity(quantity ?? 1, line.variant.stock) }
        : line,
    );
    linesRef.current = next;
    setLines(next);
    edited();
  };

  const removeLine = (variantId: number) => {
    const next = linesRef.current.filter((line) => line.variant.variantId !== variantId);
    linesRef.current = next;
    setLines(next);
    edited();
  };

  const change = (field: string, value: string) => {
    send({ type: 'offline.change', field, value });
    if (field === 'buyerPhone') setPhoneError(false);
    edited();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setLastSaved(null);
    setLastKept(false);
    const phoneOk = isValidPhone((values.buyerPhone ?? '').trim());
    setPhoneError(!phoneOk);
    if (linesRef.current.length === 0) {
      setFormError(copy.cartRequired);
      if (!values.reasonId) send({ type: 'offline.submit' });
      return;
    }
    if (!phoneOk) return;
    setFormError(null);
    send({ type: 'offline.submit' });
  };

  const totals = cartTotals(lines);
  const failed = snapshot.matches('failed') ? message : null;

  return (
    <Page>
      <Head>
        <div>
          <h1>{copy.addTitle}</h1>
          <p>{copy.dateToday(wibToday())}</p>
        </div>
        <Link to={offlineListPath}>{copy.listTitle}</Link>
      </Head>
      <Register onSubmit={submit} noValidate aria-label={copy.addTitle}>
        <Area $area="scan">
          <Card title={copy.scanLabel} headingLevel={2}>
            <Stack>
              <TextField
                ref={scanRef}
                label={copy.scanLabel}
                hideLabel
                leadingIcon="search"
                hint={copy.scanHint}
                value={scanCode}
                onChange={(event) => setScanCode(event.target.value)}
                onKeyDown={onScanKey}
                autoComplete="off"
                autoFocus
                maxLength={100}
                inputMode="text"
                enterKeyHint="enter"
              />
              <div aria-live="polite">
                {scanMessage?.retryCode !== undefined ? (
                  <Failure>
                    <Alert $tone="danger">{scanMessage.text}</Alert>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => retryScan(scanMessage.retryCode ?? '')}
                    >
                      {copy.retry}
                    </Button>
                  </Failure>
                ) : scanMessage ? (
                  <Alert $tone={scanMessage.tone}>{scanMessage.text}</Alert>
                ) : null}
              </div>
            </Stack>
          </Card>
        </Area>
        <Area $area="search">
          <Card title={copy.searchVariantLabel} headingLevel={2}>
            <Stack>
              <TextField
                label={copy.searchVariantLabel}
                hideLabel
                type="search"
                placeholder={copy.searchVariantPlaceholder}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    const first = Array.isArray(results)
                      ? results.find((variant) => variant.stock > 0)
                      : undefined;
                    if (first) add(first);
                  }
                }}
                maxLength={255}
                autoComplete="off"
              />
              {results === 'failed' ? (
                <Failure role="alert">
                  <Alert $tone="danger">{copy.searchFailed}</Alert>
                  <Button size="sm" variant="secondary" onClick={found.retry}>
                    {copy.retry}
                  </Button>
                </Failure>
              ) : results !== null ? (
                results.length === 0 ? (
                  <Muted role="status">{copy.searchNoResult}</Muted>
                ) : (
                  <Results aria-label={copy.searchResultsLabel}>
                    {results.map((variant) => {
                      const name = `${variant.productName} - ${variant.variantName}`;
                      return (
                        <li key={variant.variantId}>
                          <ResultButton
                            type="button"
                            disabled={variant.stock < 1}
                            aria-label={copy.addVariant(name)}
                            onClick={() => add(variant)}
                          >
                            <span>
                              {name}
                              <br />
                              <small>
                                {variant.sku} ·{' '}
                                {variant.stock < 1
                                  ? copy.outOfStock
                                  : copy.stockLabel(variant.stock)}
                              </small>
                            </span>
                            <strong>{formatMoney(variant.price)}</strong>
                          </ResultButton>
                        </li>
                      );
                    })}
                  </Results>
                )
              ) : null}
            </Stack>
          </Card>
        </Area>
        <Area $area="cart">
          <Stack>
            <Card title={copy.cartTitle} headingLevel={2}>
              <Stack>
                {lines.length === 0 ? (
                  <Muted>{copy.cartEmpty}</Muted>
                ) : (
                  <Lines aria-label={copy.cartTitle}>
                    {lines.map((line) => {
                      const name = `${line.variant.productName} - ${line.variant.variantName}`;
                      return (
                        <Line key={line.variant.variantId}>
                          <div>
                            <p>{name}</p>
                            <small>
                              {line.variant.sku} · {formatMoney(line.variant.price)} ·{' '}
                              {copy.stockLabel(line.variant.stock)}
                            </small>
                          </div>
                          <IconButton
                            icon="close"
                            label={copy.remove(name)}
                            onClick={() => removeLine(line.variant.variantId)}
                            disabled={busy}
                          />
                          <QtyRow>
                            <NumberField
                              label={copy.qtyLabel(name)}
                              hideLabel
                              value={line.quantity}
                              min={1}
                              max={line.variant.stock}
                              step={1}
                              onValueChange={(quantity) =>
                                setQuantity(line.variant.variantId, quantity)
                              }
                              hint={
                                line.quantity >= line.variant.stock
                                  ? copy.qtyMax(line.variant.stock)
                                  : undefined
                              }
                              disabled={busy}
                            />
                            <strong>{formatMoney(lineTotal(line))}</strong>
                          </QtyRow>
                        </Line>
                      );
                    })}
                  </Lines>
                )}
                <Total>
                  <span>
                    {copy.grandTotal} ({copy.itemsTotal(totals.quantity)})
                  </span>
                  <output aria-label={copy.grandTotal}>{formatMoney(totals.amount)}</output>
                </Total>
                <Select
                  label={copy.reasonLabel}
                  placeholder={copy.reasonPlaceholder}
                  options={(reasons ?? []).map((reason) => ({
                    value: String(reason.id),
                    label: reason.name,
                  }))}
                  value={values.reasonId ?? ''}
                  onChange={(event) => change('reasonId', event.target.value)}
                  error={
                    fieldErrors.reasonId
                      ? copy.reasonRequired
                      : reasonsFailed
                        ? copy.reasonsError
                        : undefined
                  }
                  required
                  disabled={busy}
                />
                <TextField
                  label={copy.buyerNameLabel}
                  value={values.buyerName ?? ''}
                  onChange={(event) => change('buyerName', event.target.value)}
                  maxLength={255}
                  autoComplete="off"
                  disabled={busy}
                />
                <TextField
                  label={copy.buyerPhoneLabel}
                  type="tel"
                  inputMode="tel"
                  value={values.buyerPhone ?? ''}
                  onChange={(event) => change('buyerPhone', event.target.value)}
                  error={phoneError ? copy.buyerPhoneError : undefined}
                  maxLength={16}
                  autoComplete="off"
                  disabled={busy}
                />
                <TextField
                  label={copy.noteLabel}
                  value={values.note ?? ''}
                  onChange={(event) => change('note', event.target.value)}
                  maxLength={500}
                  autoComplete="off"
                  disabled={busy}
                />
                <div aria-live="assertive">
                  {formError ? (
                    <Alert $tone="danger">{formError}</Alert>
                  ) : failed ? (
                    <Alert $tone="danger">{failed}</Alert>
                  ) : lastKept ? (
                    <Alert $tone="warning">{copy.saleKept}</Alert>
                  ) : lastSaved ? (
                    <Alert $tone="success">
                      {OFFLINE_SAVED_MESSAGE} {lastSaved.transactionCode} ·{' '}
                      {formatMoney(lastSaved.totalAmount)}
                    </Alert>
                  ) : null}
                </div>
                <Actions>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={busy || lines.length === 0}
                    onClick={() => {
                      linesRef.current = [];
                      setLines([]);
                      edited();
                    }}
                  >
                    {copy.clearCart}
                  </Button>
                  <Button
                    type="submit"
                    variant="primary"
                    size="lg"
                    loading={busy}
                    loadingLabel={copy.saving}
                  >
                    {copy.save} · {formatMoney(totals.amount)}
                  </Button>
                </Actions>
              </Stack>
            </Card>
            <PendingSales stockistId={scope.stockistId} userId={userId} />
          </Stack>
        </Area>
      </Register>
    </Page>
  );
}
