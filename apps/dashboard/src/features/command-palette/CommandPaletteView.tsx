import { useRef } from 'react';
import { Command } from 'cmdk';
import styled from 'styled-components';
import { Dialog, Icon, VisuallyHidden, vars, type IconName } from '@seller/design-system';
import { paletteCopy } from './copy';
import type { PaletteGroup } from './palette-groups';
import type { PaletteItem, PaletteItemKind } from './palette-item';
import type { SearchStatus } from './use-palette-search';

const Root = styled(Command)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['300']};
  color: ${vars.color.textDefault};

  [cmdk-input] {
    /* The dialog's close button sits in the top right corner: the field stops short of it. */
    width: calc(100% - ${vars.space['800']});
    min-height: ${vars.size.controlMd};
    padding: 0 ${vars.space['300']};
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius['200']};
    background: ${vars.color.bgSurface};
    color: ${vars.color.textDefault};
    font: inherit;
    font-size: ${vars.font.size400};
  }
  [cmdk-input]:focus {
    outline: none;
    border-color: ${vars.color.borderFocus};
    box-shadow: ${vars.shadow.focusRing};
  }
  [cmdk-list] {
    max-height: min(420px, 55vh);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  [cmdk-group-heading] {
    padding: ${vars.space['200']} ${vars.space['200']} ${vars.space['100']};
    color: ${vars.color.textSubdued};
    font-size: ${vars.font.size100};
    font-weight: ${vars.font.weightBold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  [cmdk-item] {
    display: flex;
    align-items: center;
    gap: ${vars.space['300']};
    padding: ${vars.space['200']};
    border-radius: ${vars.radius['200']};
    cursor: pointer;
    font-size: ${vars.font.size300};
  }
  [cmdk-item][data-selected='true'] {
    background: ${vars.color.bgSurfaceSelected};
    color: ${vars.color.sidebarItemActiveText};
  }
  [cmdk-empty],
  [cmdk-loading] {
    padding: ${vars.space['400']} ${vars.space['200']};
    color: ${vars.color.textSubdued};
    text-align: center;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Hint = styled.span`
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size100};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const kindIcons: Record<PaletteItemKind, IconName> = {
  page: 'chevron-right',
  product: 'product',
  order: 'transaction',
  action: 'plus',
  brand: 'store',
};

export interface CommandPaletteViewProps {
  open: boolean;
  onClose: () => void;
  query: string;
  onQueryChange: (query: string) => void;
  groups: readonly PaletteGroup[];
  /** The server search: 'searching' shows a line, 'failed' says so. */
  status: SearchStatus;
  onSelect: (item: PaletteItem) => void;
}

/**
 * The palette's dialog: the design-system Dialog (label, focus trap, Escape, focus back to the
 * opener) around cmdk's combobox and listbox. Filtering is done by the container, so the count
 * the live region reads is the count on screen.
 */
export function CommandPaletteView({
  open,
  onClose,
  query,
  onQueryChange,
  groups,
  status,
  onSelect,
}: CommandPaletteViewProps) {
  const input = useRef<HTMLInputElement>(null);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  const announcement =
    status === 'searching'
      ? paletteCopy.searching
      : status === 'failed'
        ? paletteCopy.searchFailed
        : paletteCopy.resultCount(count);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      ariaLabel={paletteCopy.dialogLabel}
      width={600}
      top="12vh"
      initialFocus={input}
    >
      <Root label={paletteCopy.inputLabel} shouldFilter={false} vimBindings={false} loop>
        <Command.Input
          ref={input}
          value={query}
          onValueChange={onQueryChange}
          placeholder={paletteCopy.inputPlaceholder}
        />
        <Command.List label={paletteCopy.listLabel}>
          {status === 'searching' ? (
            <Command.Loading label={paletteCopy.searching}>{paletteCopy.searching}</Command.Loading>
          ) : null}
          {status !== 'searching' ? (
            <Command.Empty>
              {status === 'failed' ? paletteCopy.searchFailed : paletteCopy.empty}
            </Command.Empty>
          ) : null}
          {groups.map((group) => (
            <Command.Group key={group.id} heading={group.heading}>
              {group.items.map((item) => (
                <Command.Item key={item.id} value={item.id} onSelect={() => onSelect(item)}>
                  <Icon name={kindIcons[item.kind]} size={16} />
                  <Text>
                    <span>{item.label}</span>
                    {item.hint ? <Hint>{item.hint}</Hint> : null}
                  </Text>
                </Command.Item>
              ))}
            </Command.Group>
          ))}
        </Command.List>
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </Root>
    </Dialog>
  );
}
