import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMachine } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { isApiError } from '@seller/api-types';
import { formatMoney, useToaster } from '@seller/design-system';
import {
  offlineTransactionMachine,
  OFFLINE_SAVED_MESSAGE,
  type SaveOfflineTransactionInput,
} from '@seller/machines';
import { inspect } from '../../../platform/machine-inspector';
import { serverFieldError } from '../../../platform/server-field-error';
import type { SaleFieldErrors, SaleFields, SaleTicketProps } from '../components/SaleTicket';
import { offlineCopy as copy } from '../copy';
import { refreshAfterSale } from '../offline-queries';
import {
  blankSale,
  offlineSaleSchema,
  type OfflineSaleFields,
  type OfflineSaleTextField,
} from '../offline-sale-schema';
import type { OfflineScope, SellableVariant } from '../offline-scope';
import { readPhase2, saveOfflineSale, type OfflineSaleResult } from '../offline-writes';
import { addToCart, clampQuantity, type CartLine } from '../sale-cart';

const newKey = () => crypto.randomUUID();
const textFields: readonly OfflineSaleTextField[] = ['reasonId', 'buyerName', 'buyerPhone', 'note'];

const isBusy = (snapshot: SnapshotFrom<typeof offlineTransactionMachine>) =>
  snapshot.matches('validating') ||
  snapshot.matches('checkingPhase2') ||
  snapshot.matches('saving');

/**
 * The sale at the counter: its lines and fields (react-hook-form, the contract's limits), and
 * the offline transaction machine that asks for phase 2 and saves it once under one
 * Idempotency-Key per intended sale. A sale that gets no answer is kept for `userId`.
 */
export function useOfflineSale(scope: OfflineScope, userId: number | null, afterSave: () => void) {
  const toaster = useToaster();
  const form = useForm<OfflineSaleFields>({
    resolver: zodResolver(offlineSaleSchema),
    defaultValues: blankSale,
    // An error stays until its field is edited or the sale is submitted again; focus stays where
    // the clerk left it, since a barcode scanner types into whatever has focus.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const lines = useWatch({ control: form.control, name: 'items' });
  // The last sale, saved or kept on this device; cleared by the next change.
  const [outcome, setOutcome] = useState<OfflineSaleResult | null>(null);
  // One key per intended sale: kept across retries, renewed when the sale changes or is saved.
  const keyRef = useRef(newKey());
  // The sale as the schema passed it (trimmed), for the machine's save.
  const submitted = useRef<OfflineSaleFields>(blankSale);
  const savedRef = useRef<OfflineSaleResult | null>(null);
  const validating = useRef(false);

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
          // The machine hands over its own values; the sale is the one the schema passed.
          saveOfflineTransaction: fromPromise<unknown, SaveOfflineTransactionInput>(async () => {
            try {
              savedRef.current = await saveOfflineSale(
                scope,
                submitted.current,
                keyRef.current,
                userId,
              );
            } catch (error) {
              // A refusal that names a field marks it; the message also stays under the ticket.
              const field = serverFieldError(
                error,
                textFields.map((name) => ({ path: name, names: [name] })),
              );
              if (field) form.setError(field.path, { message: field.message });
              throw error;
            }
            // The stock shown in the search results is the stock before this sale.
            if (savedRef.current.status === 'saved') void refreshAfterSale(scope);
            return savedRef.current;
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
    // The toaster's identity does not matter (the first one is kept), nor the form's (one per page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scope, userId],
  );
  // The schema checks the sale before the machine hears the submit: it has no fields to require.
  const [snapshot, send, actor] = useMachine(machine, {
    inspect,
    input: { requiredFields: [], dateFields: [] },
  });

  // Saved, or kept on this device without a connection: the ticket is cleared for the next
  // customer (a kept sale is listed as pending); the message stays until the next change.
  useEffect(() => {
    if (!snapshot.matches('saved') || snapshot.context.message !== OFFLINE_SAVED_MESSAGE) return;
    form.reset(blankSale);
    setOutcome(savedRef.current);
    keyRef.current = newKey();
    send({ type: 'offline.reset' });
    afterSave();
  }, [snapshot, send, form, afterSave]);

  const edited = useCallback(() => {
    keyRef.current = newKey();
    setOutcome(null);
    form.clearErrors('items');
  }, [form]);

  const setLines = useCallback(
    (change: (lines: CartLine[]) => CartLine[]) => {
      form.setValue('items', change(form.getValues('items')));
      edited();
    },
    [form, edited],
  );

  const add = useCallback(
    (variant: SellableVariant) => {
      const added = addToCart(form.getValues('items'), variant);
      setLines(() => added.lines);
      return added;
    },
    [form, setLines],
  );

  const fields = Object.fromEntries(
    textFields.map((name) => [
      name,
      form.register(name, {
        onChange: (event: { target: { value: string } }) => {
          form.clearErrors(name);
          // The machine hears the edit, so a failure shown gives way to the sale being edited.
          send({ type: 'offline.change', field: name, value: event.target.value });
          edited();
        },
      }),
    ]),
  ) as SaleFields;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A double click: the second one finds the first being checked or saved.
    if (validating.current || isBusy(actor.getSnapshot())) return;
    setOutcome(null);
    validating.current = true;
    const checked = form.handleSubmit((sale) => {
      submitted.current = sale;
      send({ type: 'offline.submit' });
    });
    void checked(event).finally(() => (validating.current = false));
  };

  const { errors } = form.formState;
  const danger = errors.items?.message ?? (snapshot.matches('failed') && snapshot.context.message);
  const ticket: Omit<SaleTicketProps, 'reasons' | 'reasonsFailed'> = {
    lines,
    lineErrors: lines.map((_, index) => errors.items?.[index]?.quantity?.message),
    fields,
    errors: Object.fromEntries(
      textFields.map((name) => [name, errors[name]?.message]),
    ) as SaleFieldErrors,
    busy: isBusy(snapshot),
    notice: danger
      ? { tone: 'danger', text: danger }
      : outcome?.status === 'kept'
        ? { tone: 'warning', text: copy.saleKept }
        : outcome?.status === 'saved'
          ? {
              tone: 'success',
              text: `${OFFLINE_SAVED_MESSAGE} ${outcome.sale.transactionCode} · ${formatMoney(outcome.sale.totalAmount)}`,
            }
          : null,
    onQuantityChange: (variantId, quantity) =>
      setLines((current) =>
        current.map((line) =>
          line.variant.variantId === variantId
            ? { ...line, quantity: clampQuantity(quantity ?? 1, line.variant.stock) }
            : line,
        ),
      ),
    onRemove: (variantId) =>
      setLines((current) => current.filter((line) => line.variant.variantId !== variantId)),
    onClear: () => setLines(() => []),
  };
  return { add, ticket, onSubmit };
}
