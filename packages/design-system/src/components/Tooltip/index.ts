export { Tooltip } from './Tooltip';
export type { TooltipProps } from './tooltip-types';
