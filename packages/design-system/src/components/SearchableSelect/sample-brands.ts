import type { SearchableOption } from './searchable-select-types';

/** Realistic brand names for stories and tests. */
export const sampleBrands: SearchableOption[] = [
  { value: '101', label: 'Batik Nusantara' },
  { value: '102', label: 'Kopi Kenangan Senja' },
  { value: '103', label: 'Sambal Bu Rudy' },
  { value: '104', label: 'Tenun Ikat Sumba' },
  { value: '105', label: 'Keripik Pedas Maicih' },
  { value: '106', label: 'Sepatu Lokal Bandung' },
  { value: '107', label: 'Madu Hutan Kalimantan' },
  { value: '108', label: 'Rendang Uni Mega' },
];
