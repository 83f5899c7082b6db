import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  offlineTransactionMachine,
  validateOfflineTransaction,
} from './offline-transaction.machine';
import type {
  OfflineTransactionValues,
  SaveOfflineTransactionInput,
} from './offline-transaction.machine';

const rules = {
  requiredFields: ['customerName', 'transactionDate'],
  dateFields: ['transactionDate'],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: {
  phase2?: boolean | Error;
  save?: (values: OfflineTransactionValues) => Promise<unknown>;
}) {
  const save = vi.fn(options.save ?? (() => Promise.resolve({ ok: true })));
  const notifyOutcome = vi.fn();
  const actor = createActor(
    offlineTransactionMachine.provide({
      actors: {
        fetchMultistockPhase2: fromPromise(() =>
          options.phase2 instanceof Error
            ? Promise.reject(options.phase2)
            : Promise.resolve(options.phase2 ?? true),
        ),
        saveOfflineTransaction: fromPromise<unknown, SaveOfflineTransactionInput>(({ input }) =>
          save(input.values),
        ),
      },
      actions: { notifyOutcome: (_, params) => notifyOutcome(params) },
    }),
    { input: rules },
  ).start();
  const fill = (values: Record<string, string>) =>
    Object.entries(values).forEach(([field, value]) =>
      actor.send({ type: 'offline.change', field, value }),
    );
  return { actor, save, notifyOutcome, fill };
}

describe('offlineTransaction', () => {
  it('accepts dates strictly as YYYY-MM-DD and requires the required fields', () => {
    expect(
      validateOfflineTransaction(
        { customerName: 'Toko Sari', transactionDate: '2024-02-29' },
        rules,
      ),
    ).toEqual({});
    expect(
      validateOfflineTransaction({ customerName: ' ', transactionDate: '2024-2-9' }, rules),
    ).toEqual({
      customerName: 'required',
      transactionDate: 'invalidDate',
    });
    expect(
      validateOfflineTransaction({ customerName: 'A', transactionDate: '2023-02-29' }, rules),
    ).toEqual({
      transactionDate: 'invalidDate',
    });
    expect(
      validateOfflineTransaction({ customerName: 'A', transactionDate: '29/02/2024' }, rules),
    ).toEqual({
      transactionDate: 'invalidDate',
    });
  });

  it('stays on the form with field errors when invalid, and never calls the save', async () => {
    const { actor, save, fill } = start({});
    fill({ transactionDate: '2024-13-01' });
    actor.send({ type: 'offline.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      customerName: 'required',
      transactionDate: 'invalidDate',
    });
    fill({ customerName: 'Toko Sari' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ transactionDate: 'invalidDate' });
    await settle();
    expect(save).not.toHaveBeenCalled();
  });

  it("saves and reports 'Data berhasil disimpan.'", async () => {
    const { actor, save, notifyOutcome, fill } = start({});
    fill({ customerName: 'Toko Sari', transactionDate: '2024-05-01' });
    actor.send({ type: 'offline.submit' });
    await settle();
    expect(save).toHaveBeenCalledWith({ customerName: 'Toko Sari', transactionDate: '2024-05-01' });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.message).toBe('Data berhasil disimpan.');
    expect(notifyOutcome).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Data berhasil disimpan.',
    });
  });

  it("fails with 'Transaksi offline gagal disimpan. Sistem sedang bermasalah' when phase 2 is off", async () => {
    const { actor, save, fill } = start({ phase2: false });
    fill({ customerName: 'Toko Sari', transactionDate: '2024-05-01' });
    actor.send({ type: 'offline.submit' });
    await settle();
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe(
      'Transaksi offline gagal disimpan. Sistem sedang bermasalah',
    );
  });

  it('shows the same message when the phase 2 setting cannot be read', async () => {
    const { actor, fill } = start({ phase2: new Error('no response') });
    fill({ customerName: 'Toko Sari', transactionDate: '2024-05-01' });
    actor.send({ type: 'offline.submit' });
    await settle();
    expect(actor.getSnapshot().context.message).toBe(
      'Transaksi offline gagal disimpan. Sistem sedang bermasalah',
    );
  });

  it('keeps every typed value after a failed save and can resubmit', async () => {
    let attempt = 0;
    const { actor, save, fill } = start({
      save: () =>
        ++attempt === 1
          ? Promise.reject(new Error('Terjadi kesalahan: stok kurang'))
          : Promise.resolve({}),
    });
    fill({ customerName: 'Toko Sari', transactionDate: '2024-05-01', note: 'tunai' });
    actor.send({ type: 'offline.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.message).toBe('Terjadi kesalahan: stok kurang');
    expect(actor.getSnapshot().context.values).toEqual({
      customerName: 'Toko Sari',
      transactionDate: '2024-05-01',
      note: 'tunai',
    });
    actor.send({ type: 'offline.submit' });
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('ignores a second submit while saving', async () => {
    const { actor, save, fill } = start({ save: () => new Promise(() => {}) });
    fill({ customerName: 'Toko Sari', transactionDate: '2024-05-01' });
    actor.send({ type: 'offline.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('saving');
    actor.send({ type: 'offline.submit' });
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('starts a fresh form after a save', async () => {
    const { actor, fill } = start({});
    fill({ customerName: 'Toko Sari', transactionDate: '2024-05-01' });
    actor.send({ type: 'offline.submit' });
    await settle();
    actor.send({ type: 'offline.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({});
  });
});
