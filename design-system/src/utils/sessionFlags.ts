/** Reads a flag from sessionStorage; storage can be unavailable (privacy modes), which reads as unset. */
export function readSessionFlag(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Sets a flag in sessionStorage, ignoring unavailable storage. */
export function writeSessionFlag(key: string | undefined): void {
  if (!key) return;
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Without storage the flag lives only as long as the component.
  }
}
