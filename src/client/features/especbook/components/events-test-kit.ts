import type { TAlert } from '#shared/schemas/alert';

/** An alert as GET …/alerts answers it; for the events tests. */
export function makeAlert(id: number, overrides: Partial<TAlert> = {}): TAlert {
  return {
    id,
    specbookId: 5,
    name: 'Fixture delivery',
    description: 'Vanities arrive at the site',
    startAlert: '2099-03-14T00:00:00',
    endAlert: '2099-03-14T00:00:00',
    allDayEvent: true,
    timezone: 'America/Chicago',
    attendees: [{ email: 'ellen@example.com' }],
    createdBy: 'Sam Seller',
    formatStartDateForHumans: 'Sat, Mar 14, 2099',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
