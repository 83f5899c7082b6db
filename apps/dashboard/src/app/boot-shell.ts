/**
 * The boot screen of index.html ("Memuat data toko…", hidden as built). It looks like the
 * session's loading overlay and goes once the app has a screen of its own; removing it twice is
 * harmless.
 */
export const bootShellId = 'boot-shell';

export function releaseBootShell(): void {
  document.getElementById(bootShellId)?.remove();
}
