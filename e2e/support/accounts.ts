/** The sandbox's seeded demo accounts (README "Demo accounts"). */
export const demoPassword = 'demo12345';

export const demoAccounts = {
  seller: 'seller@demo.id',
  stockist: 'stockist@demo.id',
  mofasa: 'mofasa@demo.id',
  single: 'single@demo.id',
} as const;
