import { formattersFor } from '..';

const normal = (text: string) => text.replace(/\s/g, ' ');

describe('money, numbers and dates in the user language', () => {
  it('writes tenge, counts and kilometres the same way in ru and kk', () => {
    for (const lang of ['ru', 'kk'] as const) {
      const format = formattersFor(lang);
      expect(normal(format.money(12_500))).toBe('12 500 ₸');
      expect(normal(format.money(96))).toBe('96 ₸');
      expect(normal(format.km(1234.56))).toBe('1 234,6 км');
      expect(normal(format.count(43_210))).toBe('43 210');
    }
  });

  it('writes kilometres to a tenth at most, rounded as Intl rounds, with no-break spaces', () => {
    for (const lang of ['ru', 'kk'] as const) {
      const { km } = formattersFor(lang);
      expect(km(647.3)).toBe('647,3\u00a0км');
      expect(km(647)).toBe('647\u00a0км');
      expect(km(12.96)).toBe('13\u00a0км');
      expect(km(0.04)).toBe('0\u00a0км');
      expect(km(1_000_000.25)).toBe('1\u00a0000\u00a0000,3\u00a0км');
      // 1234.55 is stored as 1234.5499…: Intl rounds the number as written, 1 234,6, and so does the
      // cabinet; 1234.549 stays 1 234,5.
      expect(km(1234.55)).toBe('1\u00a0234,6\u00a0км');
      expect(km(1234.549)).toBe('1\u00a0234,5\u00a0км');
      expect(km(9.95)).toBe('10\u00a0км');
      expect(km(Number.NaN)).toBe('—');
    }
  });

  it('writes kilometres as Intl.NumberFormat would, without building one', () => {
    const intl = new Intl.NumberFormat('ru-RU', {
      style: 'unit',
      unit: 'kilometer',
      maximumFractionDigits: 1,
    });
    const { km } = formattersFor('ru');
    for (let step = 0; step < 4000; step += 1) {
      // Hundredths and thousandths (ties included) from 0 to about 2 500 km.
      const value = step % 2 === 0 ? step * 0.05 : step * 0.617 + 0.005;
      expect(normal(km(value))).toBe(normal(intl.format(value)));
    }
  });

  it('writes a file size in kilobytes, and from a megabyte on in megabytes with one decimal', () => {
    for (const lang of ['ru', 'kk'] as const) {
      const { fileSize } = formattersFor(lang);
      expect(normal(fileSize(200))).toBe('1 КБ');
      expect(normal(fileSize(348_160))).toBe('340 КБ');
      expect(normal(fileSize(1_048_575))).toBe('1 024 КБ');
      expect(normal(fileSize(1_288_490))).toBe('1,2 МБ');
      expect(normal(fileSize(25 * 1_048_576))).toBe('25,0 МБ');
    }
  });

  it('names months in Russian and in Kazakh', () => {
    expect(formattersFor('ru').day('2026-11-02')).toBe('2 нояб. 2026');
    expect(formattersFor('kk').day('2026-11-02')).toBe('2 қар 2026');
    expect(formattersFor('kk').dayRange('2026-11-02', '2026-11-08')).toBe('2–8 қар 2026');
    expect(formattersFor('ru').dayRange('2026-10-26', '2026-11-01')).toBe('26 окт. – 1 нояб. 2026');
    expect(formattersFor('ru').dayRange('2026-12-28', '2027-01-03')).toBe('28 дек. 2026 – 3 янв. 2027');
    expect(formattersFor('ru').shortDay('2026-11-02')).toBe('02.11');
  });

  it('shows an instant as the time in Almaty (UTC+5), whatever the browser zone', () => {
    expect(formattersFor('ru').dateTime('2026-11-02T09:35:00Z')).toBe('2 нояб. 2026, 14:35');
    // 21:30 UTC is already the next day in Almaty.
    expect(formattersFor('kk').dateTime('2026-11-02T21:30:00Z')).toBe('3 қар 2026, 02:30');
  });
});
