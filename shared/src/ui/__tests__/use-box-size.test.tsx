import { act, render, screen } from '@testing-library/react';

import { useBoxSize } from '../box-size/use-box-size';
import { useBoxWidth } from '../table/use-box-width';

// jsdom lays nothing out: the box's first size is given here, and a resize is sent as the browser would.
type Entry = { borderBoxSize: Array<{ inlineSize: number; blockSize: number }> };
const observers: Array<{ callback: (entries: Entry[]) => void; disconnected: boolean }> = [];
const realObserver = globalThis.ResizeObserver;
let firstSize = { width: 0, height: 0 };

beforeEach(() => {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => ({ width: firstSize.width, height: firstSize.height }) as DOMRect);
  globalThis.ResizeObserver = class {
    private readonly record: (typeof observers)[number];
    constructor(callback: (entries: Entry[]) => void) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.ResizeObserver = realObserver;
  observers.length = 0;
});

const resized = (width: number, height: number) =>
  act(() => observers.at(-1)?.callback([{ borderBoxSize: [{ inlineSize: width, blockSize: height }] }]));

const columnsFor = (width: number) => (width >= 600 ? 'four columns' : 'three columns');

// What the box holds (a table's rows): drawn again only when the component's reading changes.
function Rows({ columns, renders }: { columns: string; renders: { count: number } }) {
  renders.count += 1;
  return <p>{columns}</p>;
}
function Columns({ renders }: { renders: { count: number } }) {
  const [ref, columns] = useBoxSize(columnsFor, 'not measured');
  return (
    <div ref={ref}>
      <Rows columns={columns} renders={renders} />
    </div>
  );
}

describe('useBoxSize', () => {
  it('measures the box as it is attached, and again when it is resized', () => {
    firstSize = { width: 599, height: 300 };
    render(<Columns renders={{ count: 0 }} />);
    expect(screen.getByText('three columns')).toBeInTheDocument();
    resized(640, 300);
    expect(screen.getByText('four columns')).toBeInTheDocument();
  });

  it('draws what the box holds again only when what the component reads has changed', () => {
    firstSize = { width: 700, height: 300 };
    const renders = { count: 0 };
    render(<Columns renders={renders} />);
    const afterFirstReading = renders.count;
    resized(700, 900);
    resized(820, 1200);
    expect(renders.count).toBe(afterFirstReading);
    resized(500, 1200);
    expect(renders.count).toBe(afterFirstReading + 1);
    expect(screen.getByText('three columns')).toBeInTheDocument();
  });

  it('keeps its first value and watches nothing while it is not enabled', () => {
    firstSize = { width: 700, height: 300 };
    function Off() {
      const [ref, columns] = useBoxSize(columnsFor, 'not measured', { enabled: false });
      return <div ref={ref}>{columns}</div>;
    }
    render(<Off />);
    expect(screen.getByText('not measured')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });

  it('stops watching the box once it is gone', () => {
    firstSize = { width: 700, height: 300 };
    const { unmount } = render(<Columns renders={{ count: 0 }} />);
    unmount();
    expect(observers.at(-1)?.disconnected).toBe(true);
  });
});

describe('useBoxWidth', () => {
  it('gives the width in whole px, and null for a box with no width', () => {
    firstSize = { width: 0, height: 0 };
    function Width() {
      const [ref, width] = useBoxWidth();
      return <div ref={ref}>{width === null ? 'no width' : `${width} px`}</div>;
    }
    render(<Width />);
    expect(screen.getByText('no width')).toBeInTheDocument();
    resized(412.6, 80);
    expect(screen.getByText('413 px')).toBeInTheDocument();
  });
});
