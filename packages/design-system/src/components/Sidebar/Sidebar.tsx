import { useEffect, useMemo, type ElementType, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../tokens';
import { BrandLogo } from '../Logo';
import { SidebarEntry } from './SidebarEntry';
import { findActiveCode, type SidebarItem } from './sidebar-types';

export interface SidebarProps {
  /** Menu entries from the server, in display order. */
  items: SidebarItem[];
  /** Current location: path and query (query-specific entries win over the bare path). */
  activePath: string;
  /** 60 px icon-only mode on desktop; hidden off-canvas on mobile. */
  minimized: boolean;
  /** Off-canvas mode with a backdrop (below the 1199 px breakpoint). */
  mobile?: boolean;
  /** Asked to close on mobile: backdrop click, Escape, or after following a link. */
  onClose?: () => void;
  /** Link component (e.g. a router link taking `href`); a plain anchor by default. */
  linkAs?: ElementType;
  /** Block under the logo (brand name, level logo). Hidden in minimized mode. */
  header?: ReactNode;
  /** Block under the logo in the 60 px mode only (e.g. the brand's own small logo). */
  miniHeader?: ReactNode;
  /** Accessible name of the navigation. */
  label?: string;
  /** Text of the new-entry badge. */
  newLabel?: string;
  /** Screen-reader note on entries that open a new tab, e.g. '(membuka tab baru)'. */
  newTabLabel?: string;
  /** Called with the entry whose link was followed (e.g. for analytics). */
  onNavigate?: (item: SidebarItem) => void;
  /** Element id, so a toggle can point at the sidebar with aria-controls. */
  id?: string;
}

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  flex: none;
  width: ${vars.size.sidebar};
  height: 100vh;
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sidebar};
  border-right: 1px solid ${vars.color.borderDefault};
  background: ${vars.color.sidebarBg};
  transition:
    width ${vars.motion.durationFade} ${vars.motion.easing},
    transform ${vars.motion.durationFade} ${vars.motion.easing},
    visibility ${vars.motion.durationFade};
  &[data-minimized]:not([data-mobile]) {
    width: ${vars.size.sidebarMini};
  }
  &[data-mobile] {
    position: fixed;
    left: 0;
    top: 0;
    bottom: 0;
    height: auto;
    max-width: 85vw;
    z-index: ${vars.zIndex.dialog};
    box-shadow: ${vars.shadow['300']};
  }
  &[data-mobile][data-minimized] {
    transform: translateX(-100%);
    visibility: hidden;
  }
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  min-height: ${vars.size.header};
  padding: 0 ${vars.space['400']};
  border-bottom: 1px solid ${vars.color.borderDefault};
  [data-minimized]:not([data-mobile]) > & {
    justify-content: center;
    padding: 0;
  }
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${vars.space['200']};
  & > ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space['050']};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.backdrop};
  background: ${vars.color.bgBackdrop};
`;

/**
 * The app's side navigation: 220 px, or 60 px minimized; off-canvas with a backdrop on mobile
 * (spec §2). 'BARU', red dot and '99+' counts per entry.
 */
export function Sidebar({
  items,
  activePath,
  minimized,
  mobile = false,
  onClose,
  linkAs = 'a',
  header,
  miniHeader,
  label = 'Menu utama',
  newLabel = 'BARU',
  newTabLabel,
  onNavigate,
  id,
}: SidebarProps) {
  const overlayOpen = mobile && !minimized;
  const iconOnly = minimized && !mobile;
  const activeCode = useMemo(() => findActiveCode(items, activePath), [items, activePath]);

  useEffect(() => {
    if (!overlayOpen || !onClose) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlayOpen, onClose]);

  return (
    <>
      {overlayOpen ? (
        <Backdrop data-testid="sidebar-backdrop" aria-hidden="true" onClick={onClose} />
      ) : null}
      <Aside
        id={id}
        data-minimized={minimized ? '' : undefined}
        data-mobile={mobile ? '' : undefined}
      >
        <Logo>
          <BrandLogo variant={iconOnly ? 'mini' : 'full'} height={iconOnly ? 32 : 30} />
        </Logo>
        {iconOnly ? (miniHeader ?? null) : (header ?? null)}
        <Nav aria-label={label}>
          <ul>
            {items.map((item) => (
              <li key={item.code}>
                <SidebarEntry
                  item={item}
                  activeCode={activeCode}
                  minimized={iconOnly}
                  linkAs={linkAs}
                  newLabel={newLabel}
                  newTabLabel={newTabLabel}
                  onNavigate={(entry) => {
                    onNavigate?.(entry);
                    if (mobile) onClose?.();
                  }}
                />
              </li>
            ))}
          </ul>
        </Nav>
      </Aside>
    </>
  );
}
