import { createActorContext } from '@xstate/react';
import { sidebarMachine } from '@seller/machines';

/** The sidebar's layout state (§2: 220 / 60 px, collapse below 1199 px, mobile overlay). */
export const SidebarContext = createActorContext(sidebarMachine);

export type SidebarMode = 'expanded' | 'minimised' | 'mobileClosed' | 'mobileOpen';

export function useSidebarMode(): SidebarMode {
  return SidebarContext.useSelector((snapshot) => {
    if (snapshot.matches({ desktop: 'minimised' })) return 'minimised';
    if (snapshot.matches({ mobile: 'open' })) return 'mobileOpen';
    if (snapshot.matches('mobile')) return 'mobileClosed';
    return 'expanded';
  });
}
