/**
 * Browser side of the early-input feature: called once React has hydrated
 * the page (from the app root's first effect). First hands React what the
 * reader typed or ticked before hydration (React keeps the server's empty
 * state for its controlled fields and would ignore the text on screen), then
 * replays what the inline script held meanwhile and stops holding.
 */
import {EARLY_INPUT_GLOBAL} from './script';

interface EarlyInput {
  release(): number;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

function nativeSetter(field: Field, property: 'value' | 'checked'): ((this: Field, value: unknown) => void) | undefined {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set as ((this: Field, value: unknown) => void) | undefined;
}

/** Makes React see each field the reader changed before hydration as changed now, firing its onChange. */
function syncChangedFields(): void {
  for (const field of Array.from(document.querySelectorAll<Field>('input, textarea'))) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      // Back to the state React rendered, without React noticing, then the reader's click again.
      nativeSetter(field, 'checked')?.call(field, field.defaultChecked);
      field.click();
      continue;
    }
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    // React remembers the value it last saw through the element's own setter; the
    // prototype's setter puts the reader's text back without telling it.
    field.value = field.defaultValue;
    nativeSetter(field, 'value')?.call(field, typed);
    field.dispatchEvent(new Event('input', {bubbles: true}));
  }
}

export function releaseEarlyInput(): void {
  const early = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
  // A task later, so the effects that add listeners elsewhere in the tree have all run.
  window.setTimeout(() => {
    syncChangedFields();
    early?.release();
  }, 0);
}
