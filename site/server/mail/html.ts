const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML body or attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** A value that can go into a mail header: CR, LF and NUL can never reach one. */
export function headerSafe(value: string): string {
  return value.replaceAll('\r', ' ').replaceAll('\n', ' ').replaceAll('\0', ' ');
}
