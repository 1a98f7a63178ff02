// A failed save -> the message for each form field. Our procedures put per-field problems in
// error.data.issues (path + message), whether they came from input validation or from the upstream
// (a taken handle, say), so one reading serves both. What names no field is the form-level message.
export interface FormErrors {
  fields: Record<string, string>;
  /** A message for the whole form (no field to put it on), or null. */
  form: string | null;
}

interface ErrorLike {
  message?: unknown;
  data?: { issues?: unknown } | null;
}

export function formErrorsOf(error: unknown, knownFields: readonly string[]): FormErrors {
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const fields: Record<string, string> = {};
  const issues = Array.isArray(candidate.data?.issues) ? (candidate.data.issues as unknown[]) : [];
  for (const issue of issues) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const field = Array.isArray(path) ? String(path[0] ?? '') : '';
    if (typeof message !== 'string' || !knownFields.includes(field) || field in fields) continue;
    fields[field] = message;
  }
  const message =
    typeof candidate.message === 'string' && candidate.message !== '' ? candidate.message : 'Saving failed. Try again.';
  return { fields, form: Object.keys(fields).length > 0 ? null : message };
}

/** True when the two form states differ (the unsaved-change warning shows only then). */
export function isDirty<T extends Record<string, unknown>>(initial: T, current: T): boolean {
  return JSON.stringify(initial) !== JSON.stringify(current);
}
