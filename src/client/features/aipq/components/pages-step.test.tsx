import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { FILE, U } from '../test/fixtures';
import { PagesStep } from './pages-step';

const quota = (engine: string, remaining: number, limit: number): THandler => (url) =>
  url.pathname === `${U}/aipq/quota` && url.searchParams.get('engine') === engine
    ? new Response(JSON.stringify({ data: { Quota: { engine, limit, used: limit - remaining, remaining, period: '2026-11' } } }), { status: 200 })
    : undefined;
const llmUnavailable: THandler = (url) =>
  url.pathname === `${U}/aipq/quota` && url.searchParams.get('engine') === 'llm' ? new Response(JSON.stringify({ message: M.engineUnavailable, errors: [{ field: 'engine', message: M.engineUnavailable }] }), { status: 422 }) : undefined;
const settings = (engine: string | null) => on('GET', `${U}/account/settings`, 200, { data: [{ key: 'aipq.engine', value: engine, default: 'layout', effective: engine ?? 'layout' }] });
const EXTRACTIONS = `${U}/aipq/extractions`;

function setup(handlers: THandler[]) {
  const fetched = stubFetch(handlers);
  const onStarted = vi.fn();
  renderWithProviders(<PagesStep userId={7} file={FILE} onStarted={onStarted} onBack={vi.fn()} />);
  return { user: userEvent.setup(), fetched, onStarted };
}

afterEach(resetStubs);

describe('PagesStep', () => {
  it('lists the pages sorted with the scan marked, the engines with their quota, the default engine and name', async () => {
    setup([settings('ocr'), quota('layout', 498, 500), quota('ocr', 100, 100), llmUnavailable]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    const pages = screen.getAllByTestId('aipq-page');
    expect(pages.map((p) => p.textContent)).toEqual(['Page 1', 'Page 2scanned']);
    expect(screen.getByRole('checkbox', { name: 'Page 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Page 2' })).toBeChecked();
    expect(await screen.findByTestId('aipq-quota-layout')).toHaveTextContent('498 of 500 extractions left this month');
    expect(screen.getByTestId('aipq-quota-llm')).toHaveTextContent(M.engineUnavailable);
    expect(screen.getByRole('radio', { name: 'AI model' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'OCR (scanned pages)' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('acme-quote');
  });

  it('refuses to extract without a page, then extracts the chosen pages with the engine and name', async () => {
    const started = { id: 31, status: 'queued' };
    const { user, fetched, onStarted } = setup([
      settings(null),
      quota('layout', 10, 500),
      quota('ocr', 0, 100),
      llmUnavailable,
      (url, init) => (init.method === 'POST' && url.pathname === EXTRACTIONS ? new Response(JSON.stringify({ data: started }), { status: 202, headers: { Location: `${EXTRACTIONS}/31` } }) : undefined),
    ]);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Text layout' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'OCR (scanned pages)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Select none' }));
    await user.click(screen.getByRole('button', { name: 'Extract' }));
    expect(await screen.findByText(M.pagesRequired)).toBeInTheDocument();
    expect(fetched.sent().some((s) => s.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Page 2' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Acme bid');
    await user.click(screen.getByRole('button', { name: 'Extract' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith({ extraction: started, location: `${EXTRACTIONS}/31` }));
    const post = fetched.sent().find((s) => s.method === 'POST')!;
    expect(post.query.get('engine')).toBe('layout');
    expect(post.body).toEqual({ createExtractionRequest: { file: { id: 5 }, pages: [2] }, name: 'Acme bid' });
  });

  it('marks an engine the server refuses as not configured unavailable and falls back to another', async () => {
    const { user, onStarted } = setup([settings('llm'), quota('layout', 5, 500), quota('ocr', 5, 100), quota('llm', 50, 50), on('POST', EXTRACTIONS, 422, { message: M.engineUnavailable })]);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'AI model' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Extract' }));
    expect(await screen.findByText(M.engineUnavailable, { selector: '[role=alert] *, [role=alert]' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'AI model' })).toBeDisabled();
    expect(screen.getByTestId('aipq-quota-llm')).toHaveTextContent(M.engineUnavailable);
    expect(screen.getByRole('radio', { name: 'Text layout' })).toBeChecked();
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal (quota used up) and keeps the step', async () => {
    const { user, onStarted } = setup([settings(null), quota('layout', 1, 500), quota('ocr', 1, 100), llmUnavailable, on('POST', EXTRACTIONS, 422, { message: M.quotaExhausted })]);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Text layout' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Extract' }));
    expect(await screen.findByText(M.quotaExhausted)).toBeInTheDocument();
    expect(onStarted).not.toHaveBeenCalled();
  });
});
