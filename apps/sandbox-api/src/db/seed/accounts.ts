/** The demo accounts and their brands; README lists the same table. */

export const demoPassword = 'demo12345';

export interface DemoUser {
  id: number;
  email: string;
  name: string;
  telephone: string;
  tenant: 'partner' | 'stockist' | 'mofasa';
  officerName: string;
  description: string;
}

export interface DemoBrand {
  id: number;
  userId: number;
  name: string;
  catalogue: string;
  type: string;
  brandType: 'regular' | 'stockist' | 'mofasa';
  level: { name: string; code: string } | null;
  isJagoan: boolean;
  hasStockist: boolean;
  city: string;
}

export const demoUsers: DemoUser[] = [
  {
    id: 1,
    email: 'seller@demo.id',
    name: 'Rina Wulandari',
    telephone: '081234567801',
    tenant: 'partner',
    officerName: 'Andi Firmansyah',
    description: 'partner, 3 brand',
  },
  {
    id: 2,
    email: 'stockist@demo.id',
    name: 'Budi Santoso',
    telephone: '081234567802',
    tenant: 'stockist',
    officerName: 'Sari Puspita',
    description: 'stockist, 2 stockist',
  },
  {
    id: 3,
    email: 'mofasa@demo.id',
    name: 'Dewi Lestari',
    telephone: '081234567803',
    tenant: 'mofasa',
    officerName: 'Hadi Kusuma',
    description: 'mofasa, 1 brand',
  },
  {
    id: 4,
    email: 'single@demo.id',
    name: 'Agus Pratama',
    telephone: '081234567804',
    tenant: 'partner',
    officerName: 'Andi Firmansyah',
    description: 'partner, 1 brand',
  },
];

export const demoBrands: DemoBrand[] = [
  {
    id: 101,
    userId: 1,
    name: 'Batik Sekar Jagad',
    catalogue: 'batik',
    type: 'brand',
    brandType: 'regular',
    level: null,
    isJagoan: false,
    hasStockist: false,
    city: 'Yogyakarta',
  },
  {
    id: 102,
    userId: 1,
    name: 'Kopi Nusantara Rasa',
    catalogue: 'kopi',
    type: 'brand',
    brandType: 'regular',
    level: { name: 'Gold', code: 'GOLD' },
    isJagoan: true,
    hasStockist: true,
    city: 'Bandung',
  },
  {
    id: 103,
    userId: 1,
    name: 'Rumah Hijab Aulia',
    catalogue: 'hijab',
    type: 'brand',
    brandType: 'regular',
    level: null,
    isJagoan: false,
    hasStockist: true,
    city: 'Surabaya',
  },
  {
    id: 201,
    userId: 2,
    name: 'Stockist Surabaya Timur',
    catalogue: 'sembako',
    type: 'stockist',
    brandType: 'stockist',
    level: null,
    isJagoan: false,
    hasStockist: false,
    city: 'Surabaya',
  },
  {
    id: 202,
    userId: 2,
    name: 'Stockist Bandung Raya',
    catalogue: 'sembako',
    type: 'stockist',
    brandType: 'stockist',
    level: null,
    isJagoan: false,
    hasStockist: false,
    city: 'Bandung',
  },
  {
    id: 301,
    userId: 3,
    name: 'Mofasa Herbal Sehat',
    catalogue: 'herbal',
    type: 'brand',
    brandType: 'mofasa',
    level: null,
    isJagoan: false,
    hasStockist: false,
    city: 'Malang',
  },
  {
    id: 401,
    userId: 4,
    name: 'Sambal Bu Ratna',
    catalogue: 'sambal',
    type: 'brand',
    brandType: 'regular',
    level: null,
    isJagoan: false,
    hasStockist: false,
    city: 'Semarang',
  },
];

/** The brands on the discussion-menu allow list (one per theme; 102 and 103 are off it). */
export const discussionBrandIds = [101, 301];
/** The brand whose catalogue --scale multiplies (the benchmark lists it). */
export const benchBrandId = 101;
