export { focusRing } from './focus-ring';
export { visuallyHidden } from './visually-hidden';
export { VisuallyHidden } from './VisuallyHidden';
