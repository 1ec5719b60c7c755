import { fittingCount } from '../use-fitting-count';

describe('how many sections fit a tablet’s row', () => {
  const sizes = { items: [100, 120, 90], more: 60, gap: 4 };

  it('shows them all, with no "more", when all fit, to the pixel', () => {
    expect(fittingCount(sizes, 318)).toBe(3);
    expect(fittingCount(sizes, 800)).toBe(3);
  });

  it('keeps room for "more" once one does not fit, and hides from the end', () => {
    // 317 px: all three need 318; beside "more" (60 + 4) the first two take 100 + 4 + 120.
    expect(fittingCount(sizes, 317)).toBe(2);
    expect(fittingCount(sizes, 288)).toBe(2);
    expect(fittingCount(sizes, 287)).toBe(1);
    expect(fittingCount(sizes, 164)).toBe(1);
  });

  it('leaves only "more" in a row narrower than one section beside it', () => {
    expect(fittingCount(sizes, 163)).toBe(0);
    expect(fittingCount({ items: [], more: 60, gap: 4 }, 10)).toBe(0);
  });
});
