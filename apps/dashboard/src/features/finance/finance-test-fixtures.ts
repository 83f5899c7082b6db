import type {
  BankAccount,
  BrandBalance,
  FinanceTransaction,
  ListPage,
  Resource,
  Withdrawal,
} from './finance-types';

/** Sample money data for the tests and the page stories; no network, no test runner. */
export const testBrandId = 101;

export function makeWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 10101,
    brandId: testBrandId,
    amount: 1_500_000,
    fee: 0,
    status: 'pending',
    bankName: 'BCA',
    accountNumber: '******4319',
    accountName: 'Rina Wulandari',
    note: '',
    failureReason: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    processedAt: null,
    ...overrides,
  };
}

export const paging = (total: number, page = 1, size = 15) => ({
  currentPage: page,
  nextPage: page * size < total ? page + 1 : null,
  pageSize: size,
  previousPage: page > 1 ? page - 1 : null,
  totalItem: total,
  totalPage: Math.ceil(total / size),
});

export const sampleBank: BankAccount = {
  bankName: 'BCA',
  accountNumber: '******4319',
  accountName: 'Rina Wulandari',
};

export function makeBalance(overrides: Partial<BrandBalance> = {}): BrandBalance {
  return {
    brandId: testBrandId,
    balance: 30_750_000,
    pendingWithdrawal: 1_500_000,
    bankAccount: sampleBank,
    updatedAt: '2026-11-24T03:00:00.000Z',
    ...overrides,
  };
}

export function makeMovement(overrides: Partial<FinanceTransaction> = {}): FinanceTransaction {
  return {
    id: 1,
    brandId: testBrandId,
    type: 'credit',
    category: 'order_income',
    amount: 425_000,
    description: 'Pencairan pesanan selesai',
    orderCode: 'INV/101/000003',
    withdrawalId: null,
    balanceAfter: 30_750_000,
    createdAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

/** One page of a list as its read answers it. */
export function listOf<T>(rows: T[], total = rows.length, page = 1, size = 15): ListPage<T> {
  return { rows, metadata: paging(total, page, size), pageAsked: page };
}

/** A read in each state a page draws, with the retry it is given. */
export const readOf = {
  answered: <T>(data: T, retry = () => {}): Resource<T> => ({
    status: 'success',
    data,
    errorMessage: null,
    retry,
  }),
  loading: <T>(retry = () => {}): Resource<T> => ({
    status: 'loading',
    data: null,
    errorMessage: null,
    retry,
  }),
  failed: <T>(errorMessage: string, retry = () => {}): Resource<T> => ({
    status: 'error',
    data: null,
    errorMessage,
    retry,
  }),
};
