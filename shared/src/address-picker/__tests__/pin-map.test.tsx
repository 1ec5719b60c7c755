import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { PinMapLazy, type PinMapProps } from '..';
import PinMap, { PIN_STEP } from '../pin-map';

const ALMATY = { latitude: 43.238, longitude: 76.945 };

// jsdom has no PointerEvent: a mouse event with a pointer id stands in for it.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventStandIn extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStandIn });
  }
});

/** The form's side: the pin stands where the form says, and the form takes every drop. */
function Form({ onMoved, tilesUrl = null }: { onMoved: PinMapProps['onMoved']; tilesUrl?: string | null }) {
  const [at, setAt] = useState(ALMATY);
  return (
    <PinMap
      label="Метка склада на карте"
      latitude={at.latitude}
      longitude={at.longitude}
      tilesUrl={tilesUrl}
      onMoved={(latitude, longitude) => {
        onMoved(latitude, longitude);
        setAt({ latitude, longitude });
      }}
    />
  );
}

describe('pin map', () => {
  it('is a named pin with its instructions that the arrow keys move, north up and east right', async () => {
    const onMoved = jest.fn();
    render(<Form onMoved={onMoved} />);
    const pin = screen.getByRole('button', { name: 'Метка склада на карте' });
    expect(pin).toHaveAccessibleDescription('Перетащите метку или передвиньте её стрелками');

    pin.focus();
    await userEvent.keyboard('{ArrowUp}');
    const [north, sameLongitude] = onMoved.mock.calls[0] as [number, number];
    expect(north).toBeGreaterThan(ALMATY.latitude);
    expect(sameLongitude).toBeCloseTo(ALMATY.longitude, 6);

    await userEvent.keyboard('{ArrowRight}');
    const [sameLatitude, east] = onMoved.mock.calls[1] as [number, number];
    expect(sameLatitude).toBeCloseTo(north, 6);
    expect(east).toBeGreaterThan(ALMATY.longitude);

    // Shift moves five steps at once; every step is a few metres at street level.
    const step = east - ALMATY.longitude;
    expect(step).toBeGreaterThan(0.00001);
    expect(step).toBeLessThan(0.001);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    const [, west] = onMoved.mock.calls[2] as [number, number];
    expect(east - west).toBeCloseTo(step * 5, 5);
    expect(PIN_STEP).toBeGreaterThan(0);
  });

  it('drops a dragged pin where the pointer let go of it', () => {
    const onMoved = jest.fn();
    render(<Form onMoved={onMoved} tilesUrl="https://tiles.example/{z}/{x}/{y}.png" />);
    const pin = screen.getByRole('button', { name: 'Метка склада на карте' });
    const frame = pin.parentElement as HTMLElement;
    // The map is drawn 480 × 240 px at (100, 50) on the page: its centre is the pin's coordinate.
    frame.getBoundingClientRect = () =>
      ({ left: 100, top: 50, width: 480, height: 240, right: 580, bottom: 290, x: 100, y: 50 }) as DOMRect;
    expect(frame.querySelectorAll('image').length).toBeGreaterThan(0);

    fireEvent.pointerDown(pin, { pointerId: 1, clientX: 340, clientY: 170 });
    fireEvent.pointerMove(pin, { pointerId: 1, clientX: 380, clientY: 130 });
    expect(onMoved).not.toHaveBeenCalled();
    fireEvent.pointerUp(pin, { pointerId: 1, clientX: 380, clientY: 130 });
    expect(onMoved).toHaveBeenCalledTimes(1);
    const [latitude, longitude] = onMoved.mock.calls[0] as [number, number];
    expect(latitude).toBeGreaterThan(ALMATY.latitude);
    expect(longitude).toBeGreaterThan(ALMATY.longitude);

    // A press without a move is no drop.
    fireEvent.pointerDown(pin, { pointerId: 1, clientX: 340, clientY: 170 });
    fireEvent.pointerUp(pin, { pointerId: 1, clientX: 340, clientY: 170 });
    expect(onMoved).toHaveBeenCalledTimes(1);
  });

  it('says where the pin will be while there is no address yet', () => {
    render(<PinMap label="Метка" latitude={null} longitude={null} tilesUrl={null} onMoved={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Метка появится на карте, когда вы выберете адрес');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('comes in a chunk of its own', async () => {
    render(<PinMapLazy label="Метка склада на карте" {...ALMATY} tilesUrl={null} onMoved={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Метка склада на карте' })).toBeInTheDocument();
    await act(async () => undefined);
  });
});
