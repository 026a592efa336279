import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form';

/** What counts as a message the user must see: an invalid field, or an alert with something in it. */
const PROBLEM_SELECTOR = '[aria-invalid="true"], [role="alert"]:not(:empty)';

/**
 * Moves the user to the first problem inside `root`, in screen order: scrolls it to the middle of the
 * view and focuses it (an alert is made focusable for that), so a message drawn far above the button
 * is never missed. Answers whether there was one.
 */
export function focusFirstProblem(root: HTMLElement | null): boolean {
  const target = root?.querySelector<HTMLElement>(PROBLEM_SELECTOR);
  if (!target) return false;
  if (!target.matches('input, select, textarea, button, a[href], [tabindex]')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Every form's "a failed submit moves focus to its first message": put `ref` on the form and call
 * `reportProblem()` when a submit fails (its own checks or the server's answer). The move happens
 * after React has drawn the messages.
 */
export function useFocusFirstProblem<Element extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<Element>(null);
  const [reports, setReports] = useState(0);
  useEffect(() => {
    if (reports > 0) focusFirstProblem(ref.current);
  }, [reports]);
  const reportProblem = useCallback(() => setReports((count) => count + 1), []);
  return { ref, reportProblem };
}

/**
 * A react-hook-form submit that reports a failed check once react-hook-form has published its
 * messages. Its own `onInvalid` runs before it does, and a report made there (right after a click,
 * which React renders at once) moved focus before the messages were drawn, so it found none.
 */
export function submitReportingProblems<Values extends FieldValues, Output>(
  handleSubmit: UseFormHandleSubmit<Values, Output>,
  onValid: SubmitHandler<Output>,
  reportProblem: () => void,
) {
  return async (event?: BaseSyntheticEvent) => {
    let isInvalid = false;
    await handleSubmit(onValid, () => {
      isInvalid = true;
    })(event);
    if (isInvalid) reportProblem();
  };
}

/**
 * The react-hook-form options of every form that uses useFocusFirstProblem: its checks run on
 * submit (a message goes when its field is submitted again, never while typing), and focus is left
 * to the hook, which moves it once to the first message in screen order.
 */
export const CHECK_ON_SUBMIT = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;
