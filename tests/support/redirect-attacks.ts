/**
 * Return paths that look same-origin but normalise to `//evil.com` once dot segments are resolved.
 * Shared by the unit test of safeReturnPath and the end-to-end sign-in tests.
 */
export const DOT_SEGMENT_ATTACKS = [
  '/..//evil.com',
  '/.//evil.com',
  '/%2e%2e//evil.com',
  '/%2e//evil.com',
  '/a/../..//evil.com',
  '/dashboard/..//evil.com',
] as const
