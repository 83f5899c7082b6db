import styled from 'styled-components';
import { Avatar, vars } from '@seller/design-system';
import type { BrandData } from '@seller/machines';
import { layoutCopy } from '../copy';

const Block = styled.div<{ $mini: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.$mini ? 'center' : 'stretch')};
  padding: ${vars.space['400']} ${(p) => (p.$mini ? vars.space['100'] : vars.space['400'])};
  border-bottom: 1px solid ${vars.color.borderDefault};
`;

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['200']};
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${vars.font.weightSemibold};
  font-size: ${vars.font.size300};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/* The level's name is written beside its artwork: a level logo is often a square mark that is
   unreadable at the 20 px the block has room for. */
const Tier = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space['100']};
  margin: ${vars.space['050']} 0 0;
  font-size: ${vars.font.size100};
  font-weight: ${vars.font.weightSemibold};
  color: ${vars.color.textSubdued};
  & > img {
    flex: none;
    height: 20px;
    width: auto;
    max-width: 64px;
    border-radius: ${vars.radius['100']};
  }
`;

export interface SidebarBrandProps {
  brand: BrandData | null;
  /** The 60 px sidebar: the brand's logo alone, named for screen readers. */
  mini: boolean;
  /** Tiering flag of the tenant configuration. */
  tiering: boolean;
}

/** Tier artwork under the brand name: the level logo under the tiering flag, else the jagoan logo. */
export function tierLogo(
  brand: BrandData | null,
  tiering: boolean,
): { src: string; alt: string } | null {
  if (!brand) return null;
  if (tiering && brand.brandLevel) {
    return { src: brand.brandLevel.logo, alt: layoutCopy.levelLogo(brand.brandLevel.name) };
  }
  if (brand.isJagoan && brand.brandJagoan?.logoUrl)
    return { src: brand.brandJagoan.logoUrl, alt: layoutCopy.jagoanLogo };
  return null;
}

/** The current brand's logo, name and tier under the sidebar's theme logo (§2). */
export function SidebarBrand({ brand, mini, tiering }: SidebarBrandProps) {
  const tier = tierLogo(brand, tiering);
  if (!brand) return null;
  return (
    <Block $mini={mini}>
      <Current>
        {/* A missing or broken logo shows the brand's initials; the mini sidebar names it, the wide one writes the name beside it. */}
        <Avatar
          src={brand.logoUrl}
          name={brand.brandName}
          shape="square"
          size={36}
          decorative={!mini}
        />
        {mini ? null : (
          <div style={{ minWidth: 0 }}>
            <Name>{brand.brandName}</Name>
            {tier ? (
              <Tier>
                <img src={tier.src} alt="" />
                <span>{tier.alt}</span>
              </Tier>
            ) : null}
          </div>
        )}
      </Current>
    </Block>
  );
}
