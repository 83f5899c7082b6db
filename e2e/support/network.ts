// Page loads that leave the live event stream out (signIn starts the count).
export { trackRequests, waitForQuietNetwork } from '../../scripts/quiet-network.mjs';
