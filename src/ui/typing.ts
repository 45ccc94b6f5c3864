/**
 * Whether a key event's target is a field where the browser's own editing keys apply (Ctrl+Z
 * undoes the typing there): a text-like input, a textarea, a select or editable content. A
 * radio, checkbox, slider or button is not: the app's shortcuts work while one has focus.
 */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return (el.tagName === 'INPUT' && !['checkbox', 'radio', 'range', 'button', 'submit'].includes((el as HTMLInputElement).type)) || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable;
}
