import { assign, setup } from 'xstate';
import { UNKNOWN_ERROR_MESSAGE } from './constants';
import { isStrictIsoDate } from './dates';
import { messageOf } from './message-of';
import { providedPromise } from './provided';

/** Shown when the multistock phase 2 setting is off (spec §5, §8). */
export const OFFLINE_PHASE2_OFF_MESSAGE =
  'Transaksi offline gagal disimpan. Sistem sedang bermasalah';

/** Shown after a successful save (spec §4). */
export const OFFLINE_SAVED_MESSAGE = 'Data berhasil disimpan.';

/** Typed form values by field name; the field set itself is not shown in the spec. */
export type OfflineTransactionValues = Readonly<Record<string, string>>;

/** Why a field is rejected; the app turns these into its copy. */
export type OfflineTransactionFieldError = 'required' | 'invalidDate';

export interface OfflineTransactionInput {
  /** Fields that must not be blank. */
  requiredFields: readonly string[];
  /** Fields holding dates, accepted only as YYYY-MM-DD. */
  dateFields: readonly string[];
  values?: OfflineTransactionValues;
}

export interface OfflineTransactionContext {
  requiredFields: readonly string[];
  dateFields: readonly string[];
  values: OfflineTransactionValues;
  fieldErrors: Readonly<Record<string, OfflineTransactionFieldError>>;
  /** Success or failure text of the last submit. */
  message: string | null;
}

export type OfflineTransactionEvent =
  | { type: 'offline.change'; field: string; value: string }
  | { type: 'offline.submit' }
  | { type: 'offline.reset' };

/** What the provided `saveOfflineTransaction` actor receives. */
export interface SaveOfflineTransactionInput {
  values: OfflineTransactionValues;
}

/** The field errors of a form, empty when it may be submitted (spec §5). */
export function validateOfflineTransaction(
  values: OfflineTransactionValues,
  rules: Pick<OfflineTransactionInput, 'requiredFields' | 'dateFields'>,
): Record<string, OfflineTransactionFieldError> {
  const errors: Record<string, OfflineTransactionFieldError> = {};
  for (const field of rules.requiredFields) {
    if (!(values[field] ?? '').trim()) errors[field] = 'required';
  }
  for (const field of rules.dateFields) {
    const value = values[field] ?? '';
    if (value && !isStrictIsoDate(value)) errors[field] = 'invalidDate';
  }
  return errors;
}

/**
 * Adding an offline stockist transaction (spec §4, §5): validate, check that multistock
 * phase 2 is on, save. Every typed value survives a failure; a second submit while the
 * first is in flight is ignored because those states do not accept it.
 */
export const offlineTransactionMachine = setup({
  types: {
    input: {} as OfflineTransactionInput,
    context: {} as OfflineTransactionContext,
    events: {} as OfflineTransactionEvent,
  },
  actors: {
    /** Reads `Multistock.Phase2.Enable` from the version call. */
    fetchMultistockPhase2: providedPromise<boolean>('fetchMultistockPhase2'),
    saveOfflineTransaction: providedPromise<unknown, SaveOfflineTransactionInput>(
      'saveOfflineTransaction',
    ),
  },
  actions: {
    assignValue: assign({
      values: ({ context, event }) =>
        event.type === 'offline.change'
          ? { ...context.values, [event.field]: event.value }
          : context.values,
      fieldErrors: ({ context, event }) => {
        if (event.type !== 'offline.change' || !(event.field in context.fieldErrors))
          return context.fieldErrors;
        const { [event.field]: _cleared, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    assignFieldErrors: assign({
      fieldErrors: ({ context }) => validateOfflineTransaction(context.values, context),
    }),
    assignMessage: assign((_, params: { message: string }) => ({ message: params.message })),
    clearMessage: assign({ message: () => null }),
    clearForm: assign({ values: () => ({}), fieldErrors: () => ({}), message: () => null }),
    /** Tells the user the outcome (a toast or dialog in the app). */
    notifyOutcome: (_, _params: { kind: 'success' | 'error'; message: string }) => {},
  },
  guards: {
    isFormValid: ({ context }) =>
      Object.keys(validateOfflineTransaction(context.values, context)).length === 0,
    isPhase2Enabled: ({ event }) => 'output' in event && event.output === true,
  },
}).createMachine({
  id: 'offlineTransaction',
  context: ({ input }) => ({
    requiredFields: input.requiredFields,
    dateFields: input.dateFields,
    values: input.values ?? {},
    fieldErrors: {},
    message: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'offline.change': { actions: 'assignValue' },
        'offline.submit': { target: 'validating', actions: 'clearMessage' },
      },
    },
    validating: {
      always: [
        { guard: 'isFormValid', target: 'checkingPhase2', actions: 'assignFieldErrors' },
        { target: 'editing', actions: 'assignFieldErrors' },
      ],
    },
    checkingPhase2: {
      invoke: {
        id: 'fetchMultistockPhase2',
        src: 'fetchMultistockPhase2',
        onDone: [
          { guard: 'isPhase2Enabled', target: 'saving' },
          {
            target: 'failed',
            actions: [
              { type: 'assignMessage', params: { message: OFFLINE_PHASE2_OFF_MESSAGE } },
              {
                type: 'notifyOutcome',
                params: { kind: 'error', message: OFFLINE_PHASE2_OFF_MESSAGE },
              },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'assignMessage', params: { message: OFFLINE_PHASE2_OFF_MESSAGE } },
            {
              type: 'notifyOutcome',
              params: { kind: 'error', message: OFFLINE_PHASE2_OFF_MESSAGE },
            },
          ],
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveOfflineTransaction',
        src: 'saveOfflineTransaction',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'assignMessage', params: { message: OFFLINE_SAVED_MESSAGE } },
            { type: 'notifyOutcome', params: { kind: 'success', message: OFFLINE_SAVED_MESSAGE } },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            {
              type: 'assignMessage',
              params: ({ event }) => ({ message: messageOf(event.error, UNKNOWN_ERROR_MESSAGE) }),
            },
            {
              type: 'notifyOutcome',
              params: ({ event }) => ({
                kind: 'error' as const,
                message: messageOf(event.error, UNKNOWN_ERROR_MESSAGE),
              }),
            },
          ],
        },
      },
    },
    saved: {
      on: { 'offline.reset': { target: 'editing', actions: 'clearForm' } },
    },
    failed: {
      on: {
        'offline.change': { target: 'editing', actions: 'assignValue' },
        'offline.submit': { target: 'validating', actions: 'clearMessage' },
      },
    },
  },
});
