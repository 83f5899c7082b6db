import styled from 'styled-components';
import { vars } from '@seller/design-system';
import type { BrandData, MenuItem } from '@seller/machines';
import { layoutCopy } from '../copy';
import { SidebarBrand } from './SidebarBrand';
import { SidebarMenu, type MenuCounts } from './SidebarMenu';
import type { SidebarMode } from './sidebar-context';

const Panel = styled.aside<{ $mode: SidebarMode }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${vars.zIndex.sidebar};
  display: flex;
  flex-direction: column;
  width: ${(p) => (p.$mode === 'minimised' ? vars.size.sidebarMini : vars.size.sidebar)};
  background: ${vars.color.sidebarBg};
  border-right: 1px solid ${vars.color.borderDefault};
  overflow-y: auto;
  transition:
    width ${vars.motion.durationFade} ${vars.motion.easing},
    transform ${vars.motion.durationFade} ${vars.motion.easing};
  transform: translateX(${(p) => (p.$mode === 'mobileClosed' ? '-100%' : '0')});
  visibility: ${(p) => (p.$mode === 'mobileClosed' ? 'hidden' : 'visible')};

  @media (max-width: 1198px) {
    /* Above its backdrop, below dialogs and toasts. */
    z-index: calc(${vars.zIndex.backdrop} + 1);
    box-shadow: ${vars.shadow['300']};
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.backdrop};
  background: ${vars.color.bgBackdrop};
`;

export interface SidebarProps {
  mode: SidebarMode;
  brand: BrandData | null;
  tiering: boolean;
  items: readonly MenuItem[];
  counts: MenuCounts;
  externalUrl: (item: MenuItem) => string | null;
  onNavigate: (item: MenuItem) => void;
  /** The mobile backdrop was clicked (§2: it closes the open sidebar). */
  onBackdropClick: () => void;
}

/** §2 sidebar: 220 px, 60 px minimised, an overlay with a backdrop below 1199 px. */
export function Sidebar({ mode, brand, tiering, items, counts, externalUrl, onNavigate, onBackdropClick }: SidebarProps) {
  const mini = mode === 'minimised';
  return (
    <>
      {mode === 'mobileOpen' ? <Backdrop data-testid="sidebar-backdrop" aria-hidden="true" onClick={onBackdropClick} /> : null}
      <Panel $mode={mode} data-mode={mode} id="sidebar">
        <SidebarBrand brand={brand} mini={mini} tiering={tiering} />
        <nav aria-label={layoutCopy.mainNav}>
          <SidebarMenu items={items} counts={counts} mini={mini} externalUrl={externalUrl} onNavigate={onNavigate} />
        </nav>
      </Panel>
    </>
  );
}
