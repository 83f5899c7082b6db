import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/load.js';
import { ContractValidator } from '../src/contract/validate.js';
import { startSandbox, type TestSandbox } from './support.js';

describe("the contract check of the sandbox's own answers", () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const contract = loadContract();
  const orderList = contract.operations.find(
    (operation) => operation.operationId === 'getOrderListV3',
  )!;
  const validate = new ContractValidator(contract)
    .build(orderList)
    .responses.get('200')!
    .get('application/json')!;

  async function orderPage() {
    const token = await sandbox.login('seller@demo.id');
    const response = await sandbox.request(
      'GET',
      '/api/brand/v3/partner/order/list?brandId=101&page=1&size=5',
      { token },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as { data: Record<string, unknown>[] };
  }

  it('passes a real order page and refuses one with a field of the wrong shape', async () => {
    const page = await orderPage();
    expect(validate(page)).toBe(true);
    const breaks: Record<string, (order: Record<string, unknown>) => void> = {
      'a date in words': (order) => (order.createdAt = 'kemarin'),
      'a day without its time': (order) => (order.createdAt = '2026-11-27'),
      'an amount as text': (order) => (order.totalAmount = '125000'),
      'no status': (order) => delete order.status,
    };
    for (const [name, breakOrder] of Object.entries(breaks)) {
      const copy = structuredClone(page);
      breakOrder(copy.data[0]!);
      expect(validate(copy), name).toBe(false);
    }
  });
});
