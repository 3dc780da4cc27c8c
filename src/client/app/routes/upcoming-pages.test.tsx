import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { Component as JobPipelines } from './job-pipelines';

/** Menu destinations whose capability lands with a later issue: [title, page, route, route pattern]. */
const UPCOMING: Array<[string, ComponentType, string, string]> = [
  ['Job Pipelines', JobPipelines, '/v4/jobs/pipelines', '*'],
];

describe('pages whose capability is not built yet', () => {
  it.each(UPCOMING)('%s says what it will offer and leads back to the specbooks', async (title, Page, route, path) => {
    renderWithProviders(<Page />, { route, path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What this page will offer' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Specbooks' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
