/** Demo data: companies, users, cards, addresses, branches and a few hundred historical orders. */
import crypto from 'node:crypto';
import type { City, Courier, LonLat, OrderState, Transport } from '../contract';
import { COURIERS, TASKS, taskView } from '../domain/catalogues';
import type { Clock } from '../domain/clock';
import { almatyDayStart, almatyDate } from '../domain/clock';
import { round2, routeKm } from '../domain/geo';
import { STREETS, locate } from '../domain/gazetteer';
import { STATE_STATUS } from '../domain/rows';
import { priceRoute } from '../domain/tariffs';
import { insertGroupRows, insertPointRows } from './bulk-insert';
import type { GroupInsertRow, PointInsertRow } from './bulk-insert';
import type { Db } from './db';

interface DemoAccount {
  chocoUserId: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  titleRu: string;
  titleKk: string;
  company: null | {
    name: string;
    contactName: string;
    senderType: 'company' | 'individual';
    kaspi: boolean;
    saas: boolean;
    balance: number;
    city: City;
  };
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    chocoUserId: 10001,
    firstName: 'Айгерим',
    lastName: 'Сапарова',
    phone: '+77011110001',
    email: 'aigerim@alma-logistic.kz',
    titleRu: 'Компания-отправитель: баланс и две карты',
    titleKk: 'Жіберуші компания: баланс және екі карта',
    company: {
      name: 'ТОО «Алма Логистик»',
      contactName: 'Айгерим Сапарова',
      senderType: 'company',
      kaspi: false,
      saas: false,
      balance: 250_000,
      city: 'almaty',
    },
  },
  {
    chocoUserId: 10002,
    firstName: 'Тимур',
    lastName: 'Бекенов',
    phone: '+77011110002',
    email: 'timur@dastarkhan.kz',
    titleRu: 'Ресторан на Chocofood SaaS (без отчётов)',
    titleKk: 'Chocofood SaaS мейрамханасы (есептерсіз)',
    company: {
      name: 'ТОО «Дастархан Фуд»',
      contactName: 'Тимур Бекенов',
      senderType: 'company',
      kaspi: false,
      saas: true,
      balance: 60_000,
      city: 'almaty',
    },
  },
  {
    chocoUserId: 10003,
    firstName: 'Жанна',
    lastName: 'Омарова',
    phone: '+77011110003',
    email: 'zhanna@zhibek-market.kz',
    titleRu: 'Магазин Kaspi Box в Астане (загрузка заказов)',
    titleKk: 'Астанадағы Kaspi Box дүкені (тапсырыстарды жүктеу)',
    company: {
      name: 'ИП «Жибек Маркет»',
      contactName: 'Жанна Омарова',
      senderType: 'company',
      kaspi: true,
      saas: false,
      balance: 120_000,
      city: 'astana',
    },
  },
  {
    chocoUserId: 10004,
    firstName: 'Ерлан',
    lastName: 'Серикбаев',
    phone: '+77011110004',
    email: 'erlan.serikbayev@mail.kz',
    titleRu: 'Частный отправитель (маленький баланс)',
    titleKk: 'Жеке жіберуші (шағын баланс)',
    company: {
      name: 'Ерлан Серикбаев',
      contactName: 'Ерлан Серикбаев',
      senderType: 'individual',
      kaspi: false,
      saas: false,
      balance: 1_000,
      city: 'almaty',
    },
  },
  {
    chocoUserId: 10005,
    firstName: 'Дана',
    lastName: 'Касымова',
    phone: '+77011110005',
    email: 'dana.kasymova@mail.kz',
    titleRu: 'Новый пользователь без компании',
    titleKk: 'Компаниясы жоқ жаңа пайдаланушы',
    company: null,
  },
];

/** Deterministic PRNG (mulberry32) so every seed is the same. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const RECIPIENTS = [
  'Асем Нурланова',
  'Марат Ахметов',
  'Ольга Ким',
  'Санжар Абенов',
  'Гульнара Исаева',
  'Алексей Петров',
  'Динара Тлеубаева',
  'Бекзат Муратов',
  'Камила Жусупова',
  'Арман Калиев',
];

export async function isSeeded(db: Db): Promise<boolean> {
  const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return (r[0]?.n ?? 0) > 0;
}

export async function seed(db: Db, clock: Clock): Promise<void> {
  const rand = rng(20261122);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const now = clock.now();
  const companyIds: Array<number | null> = [];
  for (const acc of DEMO_ACCOUNTS) {
    let companyId: number | null = null;
    if (acc.company) {
      const c = acc.company;
      const row = await db.query<{ id: number }>(
        `INSERT INTO companies (name, contact_name, phone_number, sender_type, is_kaspi_box, use_chocofood_saas, cent_token, balance, city, created_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING id`,
        [
          c.name,
          c.contactName,
          acc.phone,
          c.senderType,
          c.kaspi,
          c.saas,
          `cent_${acc.chocoUserId}_${crypto.randomBytes(6).toString('hex')}`,
          c.balance,
          c.city,
          new Date(now.getTime() - 200 * 86_400_000),
        ],
      );
      companyId = (row[0] as { id: number }).id;
    }
    companyIds.push(companyId);
    await db.query(
      `INSERT INTO users (choco_user_id, first_name, last_name, email, phone_number, avatar, company_id, demo_title_ru, demo_title_kk)
       VALUES ($1,$2,$3,$4,$5,NULL,$6,$7,$8)`,
      [
        acc.chocoUserId,
        acc.firstName,
        acc.lastName,
        acc.email,
        acc.phone,
        companyId,
        acc.titleRu,
        acc.titleKk,
      ],
    );
  }
  const [c1, c2, c3, c4] = companyIds as [number, number, number, number, null];
  await db.query(
    `INSERT INTO cards (company_id, token, pan_masked, brand, expiry, is_default) VALUES
     ($1, 'card_alma_visa_4242', '4400 43** **** 4242', 'VISA', '08/28', TRUE),
     ($1, 'card_alma_mc_5454', '5169 49** **** 5454', 'MASTERCARD', '11/27', FALSE),
     ($2, 'card_dastarkhan_visa_1111', '4405 63** **** 1111', 'VISA', '03/29', TRUE),
     ($3, 'card_zhibek_mc_2222', '5395 45** **** 2222', 'MASTERCARD', '06/28', TRUE),
     ($4, 'card_erlan_visa_3333', '4263 97** **** 3333', 'VISA', '01/29', TRUE)`,
    [c1, c2, c3, c4],
  );

  const streetsOf = (city: City) => STREETS.filter((s) => s.city === city);
  const addr = (city: City) => {
    const st = pick(streetsOf(city));
    const b = 1 + Math.floor(rand() * Math.min(st.maxBuilding, 150));
    const p = locate(st, b);
    return { street: st.ru, building: String(b), lat: p.lat, lon: p.lon };
  };

  // Saved addresses.
  const savedAddresses: Array<[number, City, string, string, number | null, boolean]> = [
    [c1, 'almaty', 'проспект Абая', '52', null, false],
    [c1, 'almaty', 'проспект Достык', '97', 10, false],
    [c1, 'almaty', 'улица Толе би', '101', null, false],
    [c1, 'almaty', 'улица Жибек Жолы', '50', null, true],
    [c2, 'almaty', 'проспект Аль-Фараби', '77', 15, false],
    [c2, 'almaty', 'улица Сатпаева', '30', null, false],
    [c3, 'astana', 'проспект Мангилик Ел', '55', null, false],
    [c3, 'astana', 'улица Кенесары', '40', null, false],
    [c4, 'almaty', 'улица Розыбакиева', '247', null, false],
  ];
  for (const [cid, city, streetName, building, max, customer] of savedAddresses) {
    const st = STREETS.find((s) => s.city === city && s.ru === streetName);
    if (!st) continue;
    const p = locate(st, Number(building));
    await db.query(
      `INSERT INTO addresses (company_id, street, building, entrance, floor, apartment, intercom, extra_info, latitude, longitude, city, contact_name, phone_number, is_customer, max_order_distance)
       VALUES ($1,$2,$3,'1','2','','','',$4,$5,$6,'Склад','+77010000000',$7,$8)`,
      [cid, streetName, building, p.lat, p.lon, city, customer, max],
    );
  }

  // Branches.
  const branchNames = [
    'Склад Центральный',
    'Склад Алмалинский',
    'Пункт выдачи Бостандык',
    'Склад Медеу',
    'Пункт выдачи Ауэзов',
    'Склад Турксиб',
  ];
  const branches: unknown[] = [];
  branchNames.forEach((name, i) => {
    const a = addr('almaty');
    branches.push({
      company_id: c1,
      name,
      street: a.street,
      building: a.building,
      lat: a.lat,
      lon: a.lon,
      city: 'almaty',
      phone: `+7701555000${i}`,
      hours: '09:00-21:00',
    });
  });
  for (const name of ['Склад Есиль', 'Пункт выдачи Сарыарка']) {
    const a = addr('astana');
    branches.push({
      company_id: c3,
      name,
      street: a.street,
      building: a.building,
      lat: a.lat,
      lon: a.lon,
      city: 'astana',
      phone: '+77172555001',
      hours: '10:00-20:00',
    });
  }
  await db.query(
    `INSERT INTO branches (company_id, name, street, building, latitude, longitude, city, contact_name, phone_number, working_hours)
     SELECT b.company_id, b.name, b.street, b.building, b.lat, b.lon, b.city, 'Менеджер склада', b.phone, b.hours
     FROM jsonb_to_recordset($1::jsonb) AS b(company_id int, name text, street text, building text, lat float8, lon float8, city text, phone text, hours text)`,
    [JSON.stringify(branches)],
  );

  // Historical and live orders.
  const plan: Array<[number, City, number]> = [
    [c1, 'almaty', 320],
    [c2, 'almaty', 60],
    [c3, 'astana', 70],
    [c4, 'almaty', 25],
  ];
  const groups: GroupInsertRow[] = [];
  const points: PointInsertRow[] = [];
  let id = 0;
  const transports: Transport[] = ['CAR', 'MOTORBIKE', 'FOOT'];
  for (const [cid, city, count] of plan) {
    for (let i = 0; i < count; i++) {
      id += 1;
      const live = i < 6;
      const plannedFuture = i >= 6 && i < 9;
      let state: OrderState;
      if (live)
        state = (
          [
            'searching',
            'accepted',
            'arrived_to_sender',
            'picked_up',
            'arrived_to_client',
            'searching',
          ] as const
        )[i] as OrderState;
      else if (plannedFuture) state = 'planned';
      else state = rand() < 0.16 ? 'cancelled' : 'delivered';
      const nPoints = rand() < 0.2 ? 3 + Math.floor(rand() * 3) : 2;
      const pts = Array.from({ length: nPoints }, () => addr(city));
      const distance = round2(routeKm(pts));
      const drafts = priceRoute(distance, nPoints, 0).filter((d) => !d.is_unavailable);
      const tariff =
        drafts.find((d) => d.transport === pick(transports)) ?? (drafts[0] as (typeof drafts)[number]);
      const daysAgo = live ? 0 : plannedFuture ? -1 - (i % 3) : Math.floor(rand() * 75);
      const minuteOfDay = 9 * 60 + Math.floor(rand() * 11 * 60);
      const day = almatyDate(new Date(now.getTime() - daysAgo * 86_400_000));
      let created = new Date(almatyDayStart(day).getTime() + minuteOfDay * 60_000);
      if (live) created = new Date(now.getTime() - (5 + i * 7) * 60_000);
      if (plannedFuture) created = new Date(now.getTime() - 3600_000);
      const plannedAt = plannedFuture ? new Date(almatyDayStart(day).getTime() + (10 + i) * 3600_000) : null;
      const wasPlanned = plannedFuture || (!live && rand() < 0.15);
      const courierDef = COURIERS[id % COURIERS.length] as (typeof COURIERS)[number];
      const hasCourier = state !== 'searching' && state !== 'planned';
      const last = pts[pts.length - 1] as (typeof pts)[number];
      const courier: Courier | null = hasCourier
        ? {
            id: courierDef.id,
            name: courierDef.name,
            contact_name: courierDef.name,
            phone_number: courierDef.phone,
            transport: tariff.transport,
            latitude: last.lat,
            longitude: last.lon,
            updated_at: created.toISOString(),
          }
        : null;
      const withPayment = rand() < 0.25;
      const withPhoto = rand() < 0.2;
      let tasksPrice = 0;
      let cod = 0;
      pts.forEach((p, idx) => {
        const tasks = [];
        let items: Array<{ id: number; title: string; price: number }> = [];
        if (idx > 0 && withPayment) {
          tasks.push(taskView(TASKS[3] as (typeof TASKS)[number], 'ru'));
          items = [
            {
              id: 1,
              title: pick(['Платье', 'Кроссовки', 'Наушники', 'Книга', 'Торт']),
              price: 2000 + Math.floor(rand() * 40) * 500,
            },
          ];
        }
        if (idx > 0 && withPhoto) {
          tasks.push(taskView(TASKS[1] as (typeof TASKS)[number], 'ru'));
          tasksPrice += 300;
        }
        const pc = items.reduce((s, it) => s + it.price, 0);
        cod += pc;
        const pointState = state === 'delivered' ? 'done' : state === 'cancelled' ? 'cancelled' : 'pending';
        points.push({
          group_id: id,
          idx,
          state: pointState,
          address: {
            street: p.street,
            building: p.building,
            entrance: String(1 + (idx % 4)),
            floor: String(1 + (id % 9)),
            apartment: String(10 + id),
            intercom: '',
            extra_info: '',
            latitude: p.lat,
            longitude: p.lon,
          },
          contact_info: {
            phone_number: `+7701${String(1000000 + ((id * 7919 + idx) % 9000000)).slice(0, 7)}`,
            contact_name: idx === 0 ? 'Отправитель' : pick(RECIPIENTS),
          },
          lat: p.lat,
          lon: p.lon,
          city,
          tasks,
          items,
          cod: pc,
        });
      });
      const total = tariff.price + tasksPrice;
      const cancelled = state === 'cancelled';
      const fee = cancelled && rand() < 0.3 ? 500 : 0;
      const waypoints: LonLat[] = pts.map((p) => [p.lon, p.lat]);
      groups.push({
        id,
        company_id: cid,
        number: `R-${String(id).padStart(6, '0')}`,
        tracking_token: crypto.randomBytes(12).toString('base64url'),
        state,
        status: STATE_STATUS[state],
        was_planned: wasPlanned,
        planned_at: plannedAt ? plannedAt.toISOString() : wasPlanned ? created.toISOString() : null,
        delivery_time_type: plannedFuture ? 2 : 1,
        payment_type: rand() < 0.8 ? 2 : 5,
        transport: tariff.transport,
        price: tariff.price,
        tasks_price: tasksPrice,
        cancel_fee: fee,
        refunded_amount: cancelled ? total - fee : 0,
        cod_amount: cod,
        distance,
        waypoints,
        batching: id % 7 === 0,
        eta_minutes: state === 'delivered' || cancelled ? null : 30,
        comment: rand() < 0.3 ? 'Позвонить за 10 минут' : '',
        cancel_reason: cancelled ? 'Клиент отменил заказ' : null,
        courier,
        started_at: plannedFuture ? null : created.toISOString(),
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
        delivered_at:
          state === 'delivered'
            ? new Date(created.getTime() + (30 + Math.floor(rand() * 40)) * 60_000).toISOString()
            : null,
        cancelled_at: cancelled ? new Date(created.getTime() + 5 * 60_000).toISOString() : null,
        is_api: rand() < 0.5,
      });
    }
  }
  await insertGroupRows(db, groups);
  await db.query(`SELECT setval('groups_id_seq', $1)`, [id]);
  await insertPointRows(db, points);
}
