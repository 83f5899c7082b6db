/** Badge counts cap at 99 (spec §9). */
export const COUNT_CAP = 99;

/** '99+' above the cap, the number otherwise. */
export const formatCount = (count: number, cap: number = COUNT_CAP): string =>
  count > cap ? `${cap}+` : String(Math.max(0, Math.floor(count)));
