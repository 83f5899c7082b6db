import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  offlineTransactionInputLimits,
  putBankAccountBodyLimits,
  withdrawalInputLimits,
} from '../src';
import { openapiDir, readYaml } from './documents';

type Schema = { properties: Record<string, Record<string, unknown>> };
const schemas = readYaml(join(openapiDir, 'components', 'schemas.yaml')) as Record<string, Schema>;

describe('the limits the forms take from the contract', () => {
  it('are the component schema’s own keywords', () => {
    expect(withdrawalInputLimits.amount).toEqual({
      minimum: schemas['WithdrawalInput']?.properties['amount']?.['minimum'],
      maximum: schemas['WithdrawalInput']?.properties['amount']?.['maximum'],
    });
    expect(offlineTransactionInputLimits.items).toEqual({ minItems: 1, maxItems: 100 });
    expect(offlineTransactionInputLimits.buyerPhone.pattern).toBe('^(\\+62|0)[0-9]{8,13}$|^$');
  });

  it('follow a property’s reference to the schema that carries its limits', () => {
    expect(offlineTransactionInputLimits.transactionDate).toHaveProperty('pattern');
  });

  it('cover request bodies written inline, named after their operation', () => {
    expect(putBankAccountBodyLimits.accountNumber).toEqual({
      minLength: 6,
      maxLength: 20,
      pattern: '^[0-9]{6,20}$',
    });
  });
});
