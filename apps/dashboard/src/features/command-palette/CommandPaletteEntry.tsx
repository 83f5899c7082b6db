import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { below, Icon, vars } from '@seller/design-system';
import { LaterPart, lazyPart } from '../../platform/later-part';
import { SessionContext } from '../session/session-context';
import { paletteCopy } from './copy';
import { menuPages, pageIn } from './menu-pages';
import { goShortcuts, type GoArea } from './shortcuts';
import { usePaletteHotkeys } from './use-palette-hotkeys';

// The palette (cmdk, the searches) and the '?' dialog load on first use, never with the layout.
const CommandPaletteHost = lazyPart(() =>
  import('./CommandPaletteHost').then((module) => module.CommandPaletteHost),
);
const ShortcutsDialog = lazyPart(() =>
  import('./ShortcutsDialog').then((module) => module.ShortcutsDialog),
);

const OpenButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['200']};
  min-height: ${vars.size.controlSm};
  padding: 0 ${vars.space['200']};
  border: 1px solid ${vars.color.borderDefault};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.bgSubtle};
  color: ${vars.color.textSubdued};
  font: inherit;
  font-size: ${vars.font.size200};
  cursor: pointer;
  &:hover {
    background: ${vars.color.bgSurfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.shadow.focusRing};
  }
  kbd {
    padding: 0 ${vars.space['100']};
    border: 1px solid ${vars.color.borderDefault};
    border-radius: ${vars.radius['100']};
    background: ${vars.color.bgSurface};
    font-family: ${vars.font.familyMono};
    font-size: ${vars.font.size100};
  }
  ${below('phablet')} {
    /* Phones have no keyboard shortcut to hint at, and the page title needs the room: the icon
       alone shows, the word stays the button's name for screen readers. */
    kbd {
      display: none;
    }
    min-width: ${vars.size.controlSm};
    justify-content: center;
    [data-label] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/**
 * What the signed-in layout mounts for the palette: the header's search button and one keyboard
 * listener (Ctrl/⌘+K, '?', the 'g' go-to keys). Everything else is imported on first use.
 */
export function CommandPaletteEntry() {
  const navigate = useNavigate();
  const menu = SessionContext.useSelector((snapshot) => snapshot.context.menu);
  const config = SessionContext.useSelector((snapshot) => snapshot.context.config);
  const brandId = SessionContext.useSelector((snapshot) => snapshot.context.brandId);
  const [palette, setPalette] = useState<'unloaded' | 'open' | 'closed'>('unloaded');
  const [help, setHelp] = useState<'unloaded' | 'open' | 'closed'>('unloaded');

  const togglePalette = useCallback(
    () => setPalette((state) => (state === 'open' ? 'closed' : 'open')),
    [],
  );
  const go = useCallback(
    (area: GoArea) => {
      const shortcut = goShortcuts.find((entry) => entry.area === area);
      // Only a page the sidebar offers: a shortcut never leads to a 404 outside the menu.
      const page = shortcut
        ? pageIn(menuPages(menu, config, brandId), shortcut.segments)
        : undefined;
      if (page?.href) navigate(page.href);
    },
    [menu, config, brandId, navigate],
  );
  usePaletteHotkeys({ onPalette: togglePalette, onHelp: () => setHelp('open'), onGo: go });

  return (
    <>
      <OpenButton
        type="button"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setPalette('open')}
      >
        <Icon name="search" size={16} />
        <span data-label="">{paletteCopy.openButton}</span>
        <kbd>{isMac() ? paletteCopy.shortcutHintMac : paletteCopy.shortcutHint}</kbd>
      </OpenButton>
      {palette !== 'unloaded' ? (
        <LaterPart>
          <CommandPaletteHost open={palette === 'open'} onClose={() => setPalette('closed')} />
        </LaterPart>
      ) : null}
      {help !== 'unloaded' ? (
        <LaterPart>
          <ShortcutsDialog open={help === 'open'} onClose={() => setHelp('closed')} />
        </LaterPart>
      ) : null}
    </>
  );
}
