import { configure } from 'storybook/test';

// Stories run as tests with animations off, so play functions never assert mid-transition.
const style = document.createElement('style');
style.dataset['testSetup'] = 'no-motion';
style.textContent = `*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
}`;
document.head.appendChild(style);

// A play function's `findBy…` and `waitFor` wait up to 5 s, not 1: a layer of the design system
// (dialog, flyout, popover) loads its code on first use, which on a busy two-core machine takes
// longer than a second.
configure({ asyncUtilTimeout: 5_000 });
