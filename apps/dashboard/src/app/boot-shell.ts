/**
 * The boot screen of index.html ("Memuat data toko…"), shown by the entry script on a reload
 * inside the app so the first paint does not wait for the app's code. It looks like the session's
 * loading overlay and goes once the app has a screen of its own; removing it twice is harmless.
 */
export const bootShellId = 'boot-shell';

export function showBootShell(): void {
  const shell = document.getElementById(bootShellId);
  if (shell) shell.hidden = false;
}

export function releaseBootShell(): void {
  document.getElementById(bootShellId)?.remove();
}
