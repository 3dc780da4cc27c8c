/**
 * Demo advanced access (docs/decisions/027): each demo account's access code and, for Harbor,
 * the account setting that turns the access-code lock on (its default bypasses it), so the demo
 * shows the lock as other@specfolio.test.
 */
export const DEMO_ADVANCED_ACCESS: Record<string, { accessCode: string; settings: Record<string, string> }> = {
  lakeside: { accessCode: 'LAKESIDE-2026', settings: {} },
  harbor: { accessCode: 'HARBOR-2026', settings: { 'management.bypass_advanced_access': 'false' } },
};
