/**
 * The Keamanan tab's code (password form and device list, with date formatting) loads only when
 * that tab is shown. One import shared by the route's loader, which starts it beside the page's
 * chunk, and the page, which renders it: the same request either way.
 */
export const loadSecuritySection = () => import('./components/SecuritySection');
