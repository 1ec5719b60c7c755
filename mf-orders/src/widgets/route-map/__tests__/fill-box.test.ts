import { fillBox } from '../lib/fill-box';

describe('the drawing box of a map that fills its space', () => {
  it('is 640 wide and of the space’s proportions, so a tall phone backdrop has no bands', () => {
    expect(fillBox(358, 490)).toEqual({ width: 640, height: 876, pad: 40 });
  });

  it('is never flatter than 16:9, the map’s own shape', () => {
    expect(fillBox(618, 200)).toEqual({ width: 640, height: 360, pad: 40 });
    expect(fillBox(640, 360)).toEqual({ width: 640, height: 360, pad: 40 });
  });

  it('keeps 16:9 for a space not laid out', () => {
    expect(fillBox(0, 0)).toEqual({ width: 640, height: 360, pad: 40 });
    expect(fillBox(Number.NaN, 300)).toEqual({ width: 640, height: 360, pad: 40 });
  });
});
