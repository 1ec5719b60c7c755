import type { Layout, RemoteName } from './cabinet';

export interface RouteCase {
  path: string;
  /** The page's heading as a person reads it. */
  heading: string;
  owner: RemoteName | 'shell';
  isPublic: boolean;
  /** Layout at 1280×800 and at 390×844. */
  layout: { desktop: Layout; mobile: Layout };
  /** At 390×844 some routes show another page (spec §2: `/`). */
  mobileHeading?: string;
}

const main = { desktop: 'desktop', mobile: 'mobile' } as const;
const empty = { desktop: 'empty', mobile: 'empty' } as const;

/** Every route of spec §2 with what a person should see on it. */
export const ROUTES: RouteCase[] = [
  { path: '/', heading: 'Заказы', mobileHeading: 'Главная', owner: 'orders', isPublic: false, layout: main },
  { path: '/delivery', heading: 'Доставка', owner: 'orders', isPublic: false, layout: main },
  { path: '/reports', heading: 'Отчёты', owner: 'reports', isPublic: false, layout: main },
  { path: '/integration', heading: 'Интеграция', owner: 'orders', isPublic: false, layout: main },
  { path: '/warehouses', heading: 'Склады', owner: 'warehouses', isPublic: false, layout: main },
  { path: '/warehouses/new', heading: 'Новый склад', owner: 'warehouses', isPublic: false, layout: main },
  {
    path: '/warehouse/edit/7',
    heading: 'Редактирование склада',
    owner: 'warehouses',
    isPublic: false,
    layout: main,
  },
  { path: '/orders/new', heading: 'Новый заказ', owner: 'orders', isPublic: false, layout: main },
  { path: '/payments', heading: 'Платежи', owner: 'reports', isPublic: false, layout: main },
  { path: '/statistics', heading: 'Статистика', owner: 'reports', isPublic: false, layout: main },
  { path: '/employers', heading: 'Сотрудники', owner: 'auth', isPublic: false, layout: main },
  {
    path: '/mobile/new-order-details',
    heading: 'Детали заказа',
    owner: 'orders',
    isPublic: false,
    layout: main,
  },
  { path: '/mobile/menu', heading: 'Меню', owner: 'shell', isPublic: false, layout: main },
  { path: '/mobile/orders', heading: 'Мои заказы', owner: 'orders', isPublic: false, layout: main },
  { path: '/mobile/orders/42', heading: 'Заказ', owner: 'orders', isPublic: false, layout: main },
  { path: '/mobile/change-lang', heading: 'Язык', owner: 'shell', isPublic: false, layout: main },
  { path: '/login', heading: 'Вход в кабинет', owner: 'auth', isPublic: true, layout: empty },
  { path: '/terms/ru', heading: 'Пользовательское соглашение', owner: 'auth', isPublic: true, layout: empty },
  { path: '/terms/kk', heading: 'Пайдаланушы келісімі', owner: 'auth', isPublic: true, layout: empty },
  {
    path: '/privacy-policy/ru',
    heading: 'Политика конфиденциальности',
    owner: 'auth',
    isPublic: true,
    layout: empty,
  },
  { path: '/tracking', heading: 'Отслеживание заказа', owner: 'orders', isPublic: true, layout: empty },
  { path: '/no/such/page', heading: 'Страница не найдена', owner: 'shell', isPublic: true, layout: main },
];
