import { describe, expect, it } from 'vitest';
import { room, spec } from '../test-kit';
import { buildManageRows, estimateRowSize, rowsToRender } from './manage-rows';

describe('the manage page as one flat list', () => {
  const kitchen = room(1, 'Kitchen', 2);
  const bath = room(2, 'Bath', 0);
  const misc = room(null, 'Miscellaneous', 1);
  const specs = [spec(11, 'Faucet', 1), spec(12, 'Sink', 1)];

  it('gives a closed room its header only, an open one its specs and a closing row, with gaps between rooms', () => {
    const { rows, spans } = buildManageRows(
      [
        { room: kitchen, open: true, specs },
        { room: bath, open: false, specs: [] },
        { room: misc, open: true, specs: [] },
      ],
      'card',
    );
    expect(rows.map((r) => r.kind)).toEqual(['header', 'spec', 'spec', 'footer', 'gap', 'header', 'gap', 'header', 'footer']);
    expect(spans.map((s) => [s.key, s.first, s.end])).toEqual([
      ['room:1', 0, 4],
      ['room:2', 5, 6],
      ['room:misc', 7, 9],
    ]);
    expect(rows[2]).toMatchObject({ kind: 'spec', key: 'room:1:spec:12', index: 1 });
  });

  it('puts the column captions above the specs in the list view, not above an empty room', () => {
    const { rows } = buildManageRows(
      [
        { room: kitchen, open: true, specs },
        { room: bath, open: true, specs: [] },
      ],
      'list',
    );
    expect(rows.map((r) => r.kind)).toEqual(['header', 'captions', 'spec', 'spec', 'footer', 'gap', 'header', 'footer']);
    expect(estimateRowSize(rows[2], 'list')).toBeLessThan(estimateRowSize(rows[2], 'card'));
  });

  it('renders every room header and the carried row beside the visible range, in order, once each', () => {
    expect(rowsToRender([4, 5, 6], [0, 5, 9], 20)).toEqual([0, 4, 5, 6, 9, 20]);
    expect(rowsToRender([1, 2], [0], undefined)).toEqual([0, 1, 2]);
    expect(rowsToRender([1, 2], [0], -1)).toEqual([0, 1, 2]);
  });
});
