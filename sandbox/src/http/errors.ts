/** The one error type of the sandbox and the `{"detail": {...}}` body it turns into. */
import type { ErrorBody, ErrorCode } from '../contract';

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  ALL_POINTS_HAVE_BEEN_CANCELED: 'Все точки заказа уже отменены',
  ORDER_HAS_BEEN_CANCELED: 'Заказ уже отменён',
  GROUP_DOES_NOT_EXIST: 'Заказ не найден',
  EXPECTED_TWO_POINTS_FOR_AN_URGENT: 'Срочный заказ возможен только с двумя точками',
  BALANCE_IS_NOT_ENOUGH_TO_PAY: 'Недостаточно средств на балансе. Обратитесь к менеджеру или оплатите картой',
  WRONG_ADDRESS_COORDINATE: 'Адреса должны находиться в одном городе',
  WRONG_ADDRESS_ZONE: 'Адрес находится вне зоны доставки',
  TARIFF_NOT_FOUND: 'Тариф устарел. Обновите страницу и попробуйте снова',
  TARIFF_DOES_NOT_EXIST: 'Тариф не найден. Обновите страницу и попробуйте снова',
  NOT_ENOUGH_FUNDS_ON_THE_BALANCE:
    'Недостаточно средств на балансе. Обратитесь к менеджеру или оплатите картой',
  WRONG_INPUT_ADDRESS: 'Адрес должен быть точным: укажите улицу и дом',
  BEAUTIFUL_PARSING: 'Не удалось разобрать адрес',
  CITY_IS_CLOSED:
    'Доставка сейчас недоступна из-за высокой нагрузки. Ранее созданные заказы будут доставлены',
  NON_WORKING_TIME: 'Вызвать курьера можно с 09:00 до 21:00',
  MAX_DISTANCE_EXCEEDED: 'Превышено максимальное расстояние заказа для этого адреса',
  URGENT_WITH_TASKS: 'Срочная доставка недоступна с заданиями курьеру. Сначала удалите задания',
  TARIFF_UNAVAILABLE: 'Тариф недоступен для этого маршрута',
  CARD_NOT_FOUND: 'Карта не найдена',
  PLANNED_TIME_INVALID: 'Некорректное время запланированного заказа',
  ORDER_HAS_BEEN_DELIVERED: 'Заказ уже доставлен',
  POINT_DOES_NOT_EXIST: 'Точка не найдена',
  COURIER_NOT_ASSIGNED: 'Курьер ещё не назначен',
  ORDER_NOT_DELIVERED: 'Оценить можно только доставленный заказ',
  GRADE_ALREADY_EXISTS: 'Заказ уже оценён',
  COMPANY_NOT_FOUND: 'Компания не найдена',
  COMPANY_ALREADY_EXISTS: 'Компания уже создана',
  ADDRESS_NOT_FOUND: 'Адрес не найден',
  BRANCH_NOT_FOUND: 'Склад не найден',
  TRACKING_NOT_FOUND: 'Заказ для отслеживания не найден',
  TRACKING_EXPIRED: 'Срок действия ссылки для отслеживания истёк',
  UPLOAD_NOT_ALLOWED: 'Загрузка заказов доступна только для компаний Kaspi Box',
  REPORTS_NOT_AVAILABLE: 'Отчёты недоступны для этой компании',
  REPORT_NOT_FOUND: 'Запись отчёта не найдена',
  UNSUPPORTED_FORMAT: 'Формат не поддерживается',
  CLIENT_TOKEN_NOT_FOUND: 'Токен не найден',
  SESSION_REQUIRED: 'Это действие доступно только в кабинете, не с токеном интеграции',
  EMPLOYEE_NOT_FOUND: 'Сотрудник не найден',
  EMPLOYEE_ALREADY_ADDED: 'Этот номер уже есть среди сотрудников компании',
  EMPLOYEE_IN_ANOTHER_COMPANY: 'Этот номер уже работает в другой компании',
  EMPLOYEES_OWNER_ONLY: 'Приглашать и удалять сотрудников может только владелец компании',
  OWNER_CANNOT_BE_REMOVED: 'Владельца компании удалить нельзя',
  NOT_AUTHENTICATED: 'Требуется авторизация',
  TOKEN_EXPIRED: 'Срок действия токена истёк',
  INVALID_CLIENT: 'Неизвестный client_id',
  INVALID_GRANT: 'Код или токен недействителен',
  UNSUPPORTED_GRANT_TYPE: 'Неподдерживаемый grant_type',
  INVALID_TOKEN: 'Токен недействителен',
  VALIDATION_ERROR: 'Некорректные данные запроса',
  BAD_JSON: 'Тело запроса не является корректным JSON',
  UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый Content-Type',
  PAYLOAD_TOO_LARGE: 'Слишком большое тело запроса',
  NOT_FOUND: 'Не найдено',
  IDEMPOTENCY_KEY_REUSED: 'Ключ идемпотентности уже использован с другим запросом',
  IDEMPOTENCY_KEY_IN_FLIGHT: 'Запрос с этим ключом идемпотентности ещё выполняется',
  RATE_LIMITED: 'Слишком много запросов. Повторите позже',
  INJECTED_FAULT: 'Ошибка, внедрённая в тестовом режиме',
  INTERNAL_ERROR: 'Внутренняя ошибка сервера',
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? MESSAGES[code as ErrorCode] ?? code);
  }

  toBody(): ErrorBody {
    return {
      detail: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

export const messageFor = (code: string): string => MESSAGES[code as ErrorCode] ?? code;
export const badRequest = (code: ErrorCode, message?: string): ApiError => new ApiError(400, code, message);
export const notFound = (code: ErrorCode = 'NOT_FOUND'): ApiError => new ApiError(404, code);
export const forbidden = (code: ErrorCode): ApiError => new ApiError(403, code);
