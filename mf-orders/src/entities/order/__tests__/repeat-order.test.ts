import { REPEAT_ORDER_STORAGE_KEY, storeRepeatDraft, toPointInputs } from '../lib/repeat-order';
import { courierName, routeSummary } from '../lib/format';
import { makeOrder } from './fixtures';

describe('repeat order', () => {
  it('copies every point with its address, contact, tasks and items as the create-order input', () => {
    const points = toPointInputs(makeOrder(7, 'delivered'));
    expect(points).toHaveLength(3);
    expect(points[0]).toEqual({
      save: false,
      address: {
        street: 'проспект Абая',
        building: '10',
        entrance: '',
        floor: '',
        apartment: '',
        intercom: '',
        extra_info: '',
        latitude: 43.24,
        longitude: 76.95,
      },
      contact_info: { phone_number: '+77010000000', contact_name: 'Контакт 0' },
      tasks: [],
      delivery_payment_items: [],
    });
    expect(points[2]?.tasks).toEqual([{ id: 4, comment: '' }]);
    expect(points[2]?.delivery_payment_items).toEqual([
      { title: 'Платье', price: 5000 },
      { title: 'Шарф', price: 2000 },
    ]);
  });

  it("leaves the draft in session storage under 'cabinet.repeat-order'", () => {
    const order = makeOrder(7, 'delivered');
    storeRepeatDraft(order);
    const draft = JSON.parse(sessionStorage.getItem(REPEAT_ORDER_STORAGE_KEY) ?? 'null');
    expect(REPEAT_ORDER_STORAGE_KEY).toBe('cabinet.repeat-order');
    expect(draft).toEqual(toPointInputs(order));
  });
});

describe('row formatting', () => {
  it('summarises the route as first → last with the number of points', () => {
    expect(routeSummary(makeOrder(1))).toEqual({
      from: 'проспект Абая, 10',
      to: 'проспект Достык, 12',
      count: 3,
    });
  });

  it('names the courier by name, else by contact_name', () => {
    expect(courierName({ name: 'Асхат', contact_name: 'А. К.' })).toBe('Асхат');
    expect(courierName({ name: '', contact_name: 'А. К.' })).toBe('А. К.');
    expect(courierName(null)).toBe('');
  });
});
