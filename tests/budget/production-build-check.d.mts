// Types of production-build-check.mjs, for its unit test.
export interface Rule {
  id: string
  pattern: RegExp
}
export interface Finding {
  rule: string
  excerpt: string
}
export function sandboxRules(demoStrings?: readonly string[]): Rule[]
export const SECRET_RULES: Rule[]
export function scanText(
  text: string,
  options?: { sandbox?: boolean; demoStrings?: readonly string[] },
): Finding[]
export function scanBuild(
  dir: string,
  options?: { demoStrings?: readonly string[] },
): (Finding & { file: string })[]
