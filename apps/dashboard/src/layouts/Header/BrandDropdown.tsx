import styled from 'styled-components';
import { SearchableSelect } from '@seller/design-system';
import type { UserBrand } from '@seller/machines';
import { layoutCopy } from '../copy';

const Select = styled(SearchableSelect)`
  width: 260px;
  max-width: 100%;

  @media (max-width: 576px) {
    width: 100%;
  }
`;

export interface BrandDropdownProps {
  brands: readonly UserBrand[];
  value: string | null;
  /** 'Cari nama Stockist' or 'Cari nama Brand' (§1), from the tenant profile. */
  searchPlaceholder: string;
  stockist: boolean;
  onSelect: (brandId: string) => void;
  /** Each brand's pending work under its name, by brand id (the brand switch's one call). */
  descriptions?: Record<string, string>;
  /** Why the pending work is missing, or that it loads. */
  note?: string;
  /** The list opened or closed. */
  onOpenChange?: (open: boolean) => void;
}

/** §1: the searchable brand (or stockist) switch; only worth showing with more than one. */
export function BrandDropdown({
  brands,
  value,
  searchPlaceholder,
  stockist,
  onSelect,
  descriptions,
  note,
  onOpenChange,
}: BrandDropdownProps) {
  if (brands.length <= 1) return null;
  const label = stockist ? layoutCopy.stockistLabel : layoutCopy.brandLabel;
  return (
    <Select
      label={label}
      hideLabel
      placeholder={label}
      options={brands.map((brand) => ({
        value: brand.id,
        label: brand.name,
        description: descriptions?.[brand.id],
      }))}
      value={value}
      onValueChange={onSelect}
      searchPlaceholder={searchPlaceholder}
      emptyText={layoutCopy.brandEmpty}
      note={note}
      onOpenChange={onOpenChange}
    />
  );
}
