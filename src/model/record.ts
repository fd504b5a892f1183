/**
 * Whether a parsed JSON or YAML value is a mapping: an object that is not
 * null, an array or a Date (YAML reads an unquoted timestamp as one). The
 * readers of untrusted files narrow it field by field from here.
 */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}
