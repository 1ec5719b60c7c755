import { DRAFT_VERSION, parseDraft } from '../lib/draft-storage';

/** §4: points, rates, tasks, mobile and mobile_details are persisted under one versioned key. */
const point = (id: number) => ({
  id,
  address: {
    street: 'проспект Абая',
    entrance: '',
    floor: '',
    building: '10',
    apartment: '',
    intercom: '',
    extra_info: '',
    latitude: 43.24,
    longitude: 76.91,
  },
  contact_info: { phone_number: '+77011112233', contact_name: 'Склад' },
  geo_data: [76.91, 43.24],
});

const draft = () => ({
  version: 1,
  points: [point(0), point(1)],
  rates: { rates: { tariffs: [], waypoints: [], distance: 3, optimized: null }, selected: null },
  tasks: {
    tasks: [[], [{ id: 2, comment: '', extra_fields: { price: 300 } }]],
    items: [[], [{ id: 1, title: 'Платье', price: 5000 }]],
  },
  mobile: { step: 'details' },
  mobile_details: {
    details: {
      deliveryTimeType: 2,
      datetime: '2026-11-23T10:30:00+05:00',
      datetimeToDisplay: '23 ноября, 10:30',
      paymentType: 5,
      selectedCardToken: 'card_1',
    },
    isUrgent: false,
  },
});

type Draft = ReturnType<typeof draft>;
const stored = (change: (value: Draft) => unknown = (value) => value) => JSON.stringify(change(draft()));

describe('reading a stored draft', () => {
  it('restores a well-formed draft of version 1 as it was', () => {
    expect(DRAFT_VERSION).toBe(1);
    expect(parseDraft(stored())).toEqual(draft());
  });

  it('accepts what a fresh or immediate draft holds: no rates, no card, no time, a saved address id', () => {
    const fresh = stored((value) => ({
      ...value,
      points: [{ ...point(0), address_id: 12 }, { ...point(1), address_id: null }, point(2)],
      rates: { rates: null, selected: null },
      tasks: { tasks: [[], [], []], items: [[], [], []] },
      mobile: { step: 'init' },
      mobile_details: {
        details: {
          deliveryTimeType: 1,
          datetime: null,
          datetimeToDisplay: null,
          paymentType: 2,
          selectedCardToken: null,
        },
        isUrgent: true,
      },
    }));
    expect(parseDraft(fresh)).not.toBeNull();
    const noCoordinates = stored((value) => ({
      ...value,
      points: [point(0), { ...point(1), address: { ...point(1).address, latitude: null, longitude: null } }],
    }));
    expect(parseDraft(noCoordinates)).not.toBeNull();
    expect(parseDraft(stored((value) => ({ ...value, mobile: { step: 'from' } })))).not.toBeNull();
    expect(parseDraft(stored((value) => ({ ...value, mobile: { step: 'to' } })))).not.toBeNull();
  });

  it('accepts up to 15 points and no more', () => {
    const withPoints = (count: number) =>
      stored((value) => ({
        ...value,
        points: Array.from({ length: count }, (_, index) => point(index)),
        tasks: {
          tasks: Array.from({ length: count }, () => []),
          items: Array.from({ length: count }, () => []),
        },
      }));
    expect(parseDraft(withPoints(15))).not.toBeNull();
    expect(parseDraft(withPoints(16))).toBeNull();
    expect(parseDraft(withPoints(1))).toBeNull();
  });

  const broken: Array<[string, string | null]> = [
    ['nothing stored', null],
    ['broken JSON', '{"version":1,'],
    ['not an object', '[1]'],
    ['another version', stored((value) => ({ ...value, version: 2 }))],
    ['points that are not a list', stored((value) => ({ ...value, points: {} }))],
    ['a point that is not an object', stored((value) => ({ ...value, points: [point(0), 'Абая'] }))],
    [
      'a point without an address',
      stored((value) => ({ ...value, points: [point(0), { ...point(1), address: null }] })),
    ],
    [
      'a point without contacts',
      stored((value) => ({ ...value, points: [point(0), { ...point(1), contact_info: [] }] })),
    ],
    ...(['street', 'entrance', 'floor', 'building', 'apartment', 'intercom', 'extra_info'] as const).map(
      (field): [string, string] => [
        `an address ${field} that is not text`,
        stored((value) => ({
          ...value,
          points: [point(0), { ...point(1), address: { ...point(1).address, [field]: 5 } }],
        })),
      ],
    ),
    ...(['latitude', 'longitude'] as const).map((field): [string, string] => [
      `a ${field} that is not a number`,
      stored((value) => ({
        ...value,
        points: [point(0), { ...point(1), address: { ...point(1).address, [field]: '43.2' } }],
      })),
    ]),
    ...(['phone_number', 'contact_name'] as const).map((field): [string, string] => [
      `a contact ${field} that is not text`,
      stored((value) => ({
        ...value,
        points: [point(0), { ...point(1), contact_info: { ...point(1).contact_info, [field]: null } }],
      })),
    ]),
    [
      'a saved address id that is not whole',
      stored((value) => ({ ...value, points: [{ ...point(0), address_id: 1.5 }, point(1)] })),
    ],
    ['no tasks', stored((value) => ({ ...value, tasks: null }))],
    [
      'task lists of another length',
      stored((value) => ({ ...value, tasks: { ...value.tasks, tasks: [[]] } })),
    ],
    [
      'item lists of another length',
      stored((value) => ({ ...value, tasks: { ...value.tasks, items: [[]] } })),
    ],
    [
      'task lists that are not lists',
      stored((value) => ({ ...value, tasks: { ...value.tasks, tasks: [[], {}] } })),
    ],
    [
      'a task without a price',
      stored((value) => ({
        ...value,
        tasks: { ...value.tasks, tasks: [[], [{ id: 2, extra_fields: {} }]] },
      })),
    ],
    [
      'a task without extra fields',
      stored((value) => ({ ...value, tasks: { ...value.tasks, tasks: [[], [{ id: 2 }]] } })),
    ],
    [
      'a task with a text id',
      stored((value) => ({
        ...value,
        tasks: { ...value.tasks, tasks: [[], [{ id: '2', extra_fields: { price: 300 } }]] },
      })),
    ],
    [
      'a task that is not an object',
      stored((value) => ({ ...value, tasks: { ...value.tasks, tasks: [[], [2]] } })),
    ],
    [
      'an item with a text price',
      stored((value) => ({
        ...value,
        tasks: { ...value.tasks, items: [[], [{ id: 1, title: 'Платье', price: '5000' }]] },
      })),
    ],
    [
      'an item without a title',
      stored((value) => ({ ...value, tasks: { ...value.tasks, items: [[], [{ id: 1, price: 5000 }]] } })),
    ],
    [
      'an item with a text id',
      stored((value) => ({
        ...value,
        tasks: { ...value.tasks, items: [[], [{ id: '1', title: 'Платье', price: 5000 }]] },
      })),
    ],
    [
      'an item that is not an object',
      stored((value) => ({ ...value, tasks: { ...value.tasks, items: [[], [null]] } })),
    ],
    ['no rates entry', stored((value) => ({ ...value, rates: 'none' }))],
    [
      'rates without tariffs',
      stored((value) => ({ ...value, rates: { rates: { waypoints: [] }, selected: null } })),
    ],
    [
      'rates without waypoints',
      stored((value) => ({ ...value, rates: { rates: { tariffs: [] }, selected: null } })),
    ],
    ['rates that are a list', stored((value) => ({ ...value, rates: { rates: [], selected: null } }))],
    ['no mobile entry', stored((value) => ({ ...value, mobile: null }))],
    ['an unknown wizard step', stored((value) => ({ ...value, mobile: { step: 'summary' } }))],
    ['no mobile details', stored((value) => ({ ...value, mobile_details: 1 }))],
    [
      'urgent that is not a flag',
      stored((value) => ({ ...value, mobile_details: { ...value.mobile_details, isUrgent: 'no' } })),
    ],
    [
      'details that are not an object',
      stored((value) => ({ ...value, mobile_details: { details: [], isUrgent: false } })),
    ],
    [
      'a comment that is not text',
      stored((value) => ({ ...value, mobile_details: { ...value.mobile_details, comment: 42 } })),
    ],
    ...(
      [
        ['a time type other than 1 or 2', { deliveryTimeType: 3 }],
        ['a payment type other than 2 or 5', { paymentType: 1 }],
        ['a datetime that is not text', { datetime: 20261123 }],
        ['a display time that is not text', { datetimeToDisplay: 7 }],
        ['a card token that is not text', { selectedCardToken: 42 }],
      ] as const
    ).map(([label, patch]): [string, string] => [
      label,
      stored((value) => ({
        ...value,
        mobile_details: { ...value.mobile_details, details: { ...value.mobile_details.details, ...patch } },
      })),
    ]),
  ];

  it.each(broken)('drops a draft with %s', (_, raw) => {
    expect(parseDraft(raw)).toBeNull();
  });
});
