import type { FieldError } from '@portico/contracts';

/**
 * What an action dialog shows above its inputs when the action is refused: the messages about
 * fields the dialog has no input for (the record's own fields, such as a draft sent without its
 * message), else the refusal's message unless every field message already shows under an input.
 */
export function dialogAlertMessages(
  error: { message: string; fieldErrors?: readonly FieldError[] } | null,
  dialogInputs: readonly string[],
): string[] {
  if (!error) return [];
  const inDialog = new Set(dialogInputs);
  const fieldErrors = error.fieldErrors ?? [];
  const elsewhere = fieldErrors.filter((e) => !inDialog.has(e.path)).map((e) => e.message);
  if (elsewhere.length > 0) return elsewhere;
  return fieldErrors.some((e) => inDialog.has(e.path)) ? [] : [error.message];
}
