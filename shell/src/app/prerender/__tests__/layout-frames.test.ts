import { FRAME_SLOTS, renderLayoutFrames, type LayoutFrames } from '../layout-frames';

describe('renderLayoutFrames: the phone layout a server draws a signed-in page into', () => {
  let frames: LayoutFrames;
  beforeAll(async () => {
    frames = await renderLayoutFrames();
  });

  it('has the page’s title in the title bar and the page in the main region, once each', () => {
    const ru = frames.mobile['/']?.ru ?? '';
    expect(frames.slots).toEqual(FRAME_SLOTS);
    expect(ru).toMatch(new RegExp(`<h1[^>]*>${FRAME_SLOTS.title}</h1>`));
    expect(ru).toMatch(new RegExp(`<main[^>]*>${FRAME_SLOTS.page}</main>`));
    expect(ru.split(FRAME_SLOTS.page)).toHaveLength(2);
  });

  it('has the bottom links in each language, home marked as the current page', () => {
    const ru = frames.mobile['/']?.ru ?? '';
    expect(ru).toMatch(/<nav[^>]*aria-label="Нижняя навигация"/);
    expect(ru).toMatch(/<a aria-current="page"[^>]*href="\/"[^>]*>Главная<\/a>/);
    expect(ru).toMatch(/href="\/mobile\/orders"[^>]*>Заказы<\/a>/);
    expect(ru).toMatch(/href="\/mobile\/menu"[^>]*>Меню<\/a>/);
    const kk = frames.mobile['/']?.kk ?? '';
    expect(kk).toMatch(/>Басты бет<\/a>/);
    expect(kk).toMatch(/>Тапсырыстар<\/a>/);
  });
});
