import { createActorContext } from '@xstate/react';
import { brandSwitchMachine } from '@seller/machines';

/** The brand switch of the signed-in layout; effects bound in `provideBrandSwitchMachine`. */
export const BrandSwitchContext = createActorContext(brandSwitchMachine);
