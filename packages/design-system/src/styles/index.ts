export { focusRing } from './focus-ring';
export { motion, MotionKeyframes } from './motion';
export { visuallyHidden } from './visually-hidden';
export { VisuallyHidden } from './VisuallyHidden';
