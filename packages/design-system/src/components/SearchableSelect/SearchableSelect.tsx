import { useId, useState } from 'react';
import { deferredModule, useDeferredTrigger } from '../../internal/deferred';
import { Icon } from '../Icon';
import { Label, Root, Trigger } from './searchable-select-styles';
import type { SearchableSelectProps } from './searchable-select-types';

const layer = deferredModule(() => import('./SearchableSelectLayer'));

/**
 * Dropdown with a search box (the brand / stockist switch of spec §1). Arrow keys move through
 * the matches, Enter picks, Escape closes and returns focus to the trigger. The trigger renders
 * at once; the list's code (Floating UI) loads when the browser is idle or on the first sign of
 * intent, and a press made before it arrives opens the list when it does.
 */
export function SearchableSelect({
  label,
  hideLabel = false,
  options,
  value,
  placeholder = 'Pilih',
  disabled,
  className,
  onOpenChange,
  ...rest
}: SearchableSelectProps) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next !== open) onOpenChange?.(next);
  };
  const labelId = useId();
  const valueId = useId();
  const deferred = useDeferredTrigger(layer, { kind: 'press' });
  const Layer = deferred.loaded?.SearchableSelectLayer;
  const selected = options.find((o) => o.value === value) ?? null;

  return (
    <Root className={className}>
      <Label id={labelId} $hidden={hideLabel}>
        {label}
      </Label>
      <Trigger
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${valueId}`}
        data-placeholder={selected ? undefined : ''}
        {...deferred.triggerProps({})}
      >
        <span id={valueId}>{selected ? selected.label : placeholder}</span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={18} />
      </Trigger>
      {Layer ? (
        <Layer
          {...rest}
          options={options}
          value={value}
          open={open}
          setOpen={setOpen}
          labelId={labelId}
          {...deferred.layer}
        />
      ) : null}
    </Root>
  );
}
