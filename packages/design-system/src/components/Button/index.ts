export { Button, type ButtonProps } from './Button';
export type { ButtonVariant, ButtonSize } from './button-styles';
