import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Sidebar as SidebarFrame, type SidebarItem } from '@seller/design-system';
import type { BrandData, MenuItem } from '@seller/machines';
import { layoutCopy } from '../copy';
import { SidebarBrand } from './SidebarBrand';
import { toSidebarItem, type MenuCounts } from './sidebar-entries';
import type { SidebarMode } from './sidebar-context';
import { RouterLink } from './RouterLink';

export interface SidebarProps {
  mode: SidebarMode;
  brand: BrandData | null;
  tiering: boolean;
  items: readonly MenuItem[];
  counts: MenuCounts;
  externalUrl: (item: MenuItem) => string | null;
  /** A menu link inside the app was followed; receives the entry's code. */
  onNavigate: (code: string) => void;
  /** The mobile backdrop was clicked (§2: it closes the open sidebar). */
  onBackdropClick: () => void;
}

/** §2 sidebar: the design-system sidebar bound to the server menu, the counts and the sidebar machine. */
export function Sidebar({
  mode,
  brand,
  tiering,
  items,
  counts,
  externalUrl,
  onNavigate,
  onBackdropClick,
}: SidebarProps) {
  const location = useLocation();
  const entries = useMemo(
    () => items.map((item) => toSidebarItem(item, counts, externalUrl)),
    [items, counts, externalUrl],
  );
  const mobile = mode === 'mobileOpen' || mode === 'mobileClosed';
  return (
    <SidebarFrame
      id="sidebar"
      items={entries}
      activePath={`${location.pathname}${location.search}`}
      minimized={mode === 'minimised' || mode === 'mobileClosed'}
      mobile={mobile}
      onClose={onBackdropClick}
      linkAs={RouterLink}
      header={<SidebarBrand brand={brand} mini={false} tiering={tiering} />}
      miniHeader={<SidebarBrand brand={brand} mini tiering={tiering} />}
      label={layoutCopy.mainNav}
      newLabel={layoutCopy.newMenu}
      newTabLabel={layoutCopy.opensInNewTab}
      onNavigate={(entry: SidebarItem) => {
        if (entry.target !== '_blank') onNavigate(entry.code);
      }}
    />
  );
}
