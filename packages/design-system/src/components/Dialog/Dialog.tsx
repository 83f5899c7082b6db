import { deferredModule, useDeferredModule } from '../../internal/deferred';
import type { DialogProps } from './dialog-types';

/* The dialog's code (Floating UI) is only needed once it opens. */
const layer = deferredModule(() => import('./DialogLayer'));

/**
 * Modal dialog: traps focus, closes on Escape, returns focus to the opener. Default width 390 px
 * at 15vh from the top (spec §9). Its code loads when the browser is idle after the page has
 * painted, or at once when asked to open before that; it shows as soon as it is there.
 */
export function Dialog(props: DialogProps) {
  const { loaded } = useDeferredModule(layer, { now: props.open });
  if (!props.open || !loaded) return null;
  return <loaded.DialogLayer {...props} />;
}
