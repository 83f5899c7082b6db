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
  const orderList = contract.operations.find((operation) => operation.operationId === 'getOrderListV3')!;
  const validate = new ContractValidator(contract).build(orderList).responses.get('200')!.get('application/json')!;

  async function orderPage() {
    const token = await sandbox.login('seller@demo.id');
    const response = await sandbox.request('GET', '/api/brand/v3/partner/order/list?brandId=101&page=1&size=5', { token });
    expect(response.status).toBe(200);
    return (await response.json()) as { data: Record<string, unknown>[] };
  }

  it('passes a real order page and refuses one with a field of the wrong shape', async () => {
    const page = await orderPage();
    expect(validate(page)).toBe(true);
    for (const broken of [{ createdAt: 'kemarin' }, { createdAt: '2026-11-27' }, { totalAmount: '125000' }, { status: undefined }]) {
      const copy = structuredClone(page);
      Object.assign(copy.data[0]!, broken);
      if ('status' in broken) delete copy.data[0]!.status;
      expect(validate(copy), JSON.stringify(broken)).toBe(false);
    }
  });
});
