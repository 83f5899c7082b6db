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
