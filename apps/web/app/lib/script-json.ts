/** JSON for an inline script: `<` escaped, so no string in it can close the element. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
