/** The cursor of a list answer's `next` link ('/api/…?cursor=abc' → 'abc'), or null at the end. */
export function cursorFromNext(next: string | null | undefined): string | null {
  if (!next) return null;
  return new URL(next, 'http://local').searchParams.get('cursor');
}
