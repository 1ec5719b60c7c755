import { inAppLinkTarget, stoppableTraversal } from '../in-app-link';

/** A click on a fresh link, as the window's capture listener receives it. */
function clickOn(attributes: Record<string, string>, init: MouseEventInit = {}): MouseEvent {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  const inner = document.createElement('span');
  link.append(inner);
  document.body.append(link);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: inner });
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('which clicks leave the page inside the cabinet', () => {
  it('a plain click on a link of the cabinet, wherever inside the link', () => {
    expect(inAppLinkTarget(clickOn({ href: '/orders?tab=planned#top' }))).toBe('/orders?tab=planned#top');
  });

  it.each([
    ['another site', { href: 'https://example.com/' }, {}],
    ['a new tab', { href: '/orders', target: '_blank' }, {}],
    ['a download', { href: '/report.csv', download: '' }, {}],
    ['the page it is on', { href: '/' }, {}],
    ['a ctrl-click', { href: '/orders' }, { ctrlKey: true }],
    ['a middle click', { href: '/orders' }, { button: 1 }],
  ])('not %s', (_, attributes, init) => {
    expect(inAppLinkTarget(clickOn(attributes, init))).toBeNull();
  });
});

describe('which back and forward moves can be asked about', () => {
  const traverse = (index: number, overrides: Partial<NavigateEvent> = {}) =>
    ({
      navigationType: 'traverse',
      cancelable: true,
      destination: { index, sameDocument: true },
      ...overrides,
    }) as unknown as NavigateEvent;

  it('a cancelable move inside the page, by how many entries', () => {
    expect(stoppableTraversal(traverse(3), 4)).toBe(-1);
    expect(stoppableTraversal(traverse(6), 4)).toBe(2);
  });

  it('not a push, a move the browser does not let the page stop, or one to another document', () => {
    expect(stoppableTraversal(traverse(3, { navigationType: 'push' }), 4)).toBeNull();
    expect(stoppableTraversal(traverse(3, { cancelable: false }), 4)).toBeNull();
    expect(
      stoppableTraversal(
        traverse(3, { destination: { index: 3, sameDocument: false } as NavigationDestination }),
        4,
      ),
    ).toBeNull();
  });
});
