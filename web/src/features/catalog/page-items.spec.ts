import { pageItems } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are only a few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageItems(1, 606)).toEqual([1, 2, 'gap', 606]);
    expect(pageItems(300, 606)).toEqual([1, 'gap', 299, 300, 301, 'gap', 606]);
    expect(pageItems(606, 606)).toEqual([1, 'gap', 605, 606]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(pageItems(4, 606)).toEqual([1, 2, 3, 4, 5, 'gap', 606]);
    expect(pageItems(603, 606)).toEqual([1, 'gap', 602, 603, 604, 605, 606]);
  });

  it('clamps a page outside the range and returns nothing without pages', () => {
    expect(pageItems(0, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageItems(9, 5)).toEqual([1, 'gap', 4, 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
