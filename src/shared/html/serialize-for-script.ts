// Serialises data for an inline <script>. JSON alone is not safe there: a string holding
// "</script>" or "<!--" would end the script and let user text become markup. Escaping <, >, & and the
// two JavaScript line terminators keeps the JSON identical to JSON.parse yet inert to the HTML parser.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}
