import { lazy } from 'react';

/** The specbook's board and lane (specbook-board-place.tsx), loaded after the manage page: the page is at its bundle budget. */
export const LazySpecbookBoardPlace = lazy(() => import('./specbook-board-place').then((m) => ({ default: m.SpecbookBoardPlace })));
