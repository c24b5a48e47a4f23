/** How many frames to wait for the errors to render before giving up (about a sixth of a second). */
const FRAMES = 10;

/**
 * Moves focus to the first control marked aria-invalid inside the form, once the errors render.
 * A form that set its errors after an await (the phone library loading at submit) is rendered by
 * React on its own schedule, which may come after the next frame: so each frame looks again until
 * the marked control is there.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = FRAMES) {
  if (!form) return;
  requestAnimationFrame(() => {
    const el = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (el) el.focus();
    else if (framesLeft > 1) focusFirstInvalid(form, framesLeft - 1);
  });
}
