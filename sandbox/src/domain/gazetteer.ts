/**
 * A small gazetteer of real Almaty and Astana streets: each street is a segment between two real-ish
 * coordinates; a building number is placed along it. Used by the geocoder and by the seed.
 */
import type { City, GeocodeResult } from '../contract';
import { ZONES } from './geo';

export interface Street {
  ru: string;
  kk: string;
  city: City;
  from: [number, number];
  to: [number, number];
  /** Highest building number placed on the segment. */
  maxBuilding: number;
}

const s = (
  ru: string,
  kk: string,
  city: City,
  from: [number, number],
  to: [number, number],
  maxBuilding = 200,
): Street => ({
  ru,
  kk,
  city,
  from,
  to,
  maxBuilding,
});

export const STREETS: Street[] = [
  // Almaty
  s('проспект Абая', 'Абай даңғылы', 'almaty', [43.2397, 76.9574], [43.2335, 76.8205], 180),
  s('проспект Аль-Фараби', 'Әл-Фараби даңғылы', 'almaty', [43.219, 76.935], [43.2045, 76.87], 150),
  s('проспект Достык', 'Достық даңғылы', 'almaty', [43.2625, 76.9555], [43.2165, 76.9585], 300),
  s('улица Толе би', 'Төле би көшесі', 'almaty', [43.2535, 76.945], [43.2475, 76.8], 300),
  s('улица Жибек Жолы', 'Жібек жолы көшесі', 'almaty', [43.261, 76.955], [43.2595, 76.905], 120),
  s('проспект Райымбека', 'Райымбек даңғылы', 'almaty', [43.2685, 76.96], [43.264, 76.78], 500),
  s('проспект Назарбаева', 'Назарбаев даңғылы', 'almaty', [43.2755, 76.9455], [43.2255, 76.9475], 300),
  s('улица Богенбай батыра', 'Бөгенбай батыр көшесі', 'almaty', [43.2505, 76.955], [43.2475, 76.88], 250),
  s('улица Кабанбай батыра', 'Қабанбай батыр көшесі', 'almaty', [43.2478, 76.955], [43.2445, 76.86], 250),
  s('улица Сатпаева', 'Сәтбаев көшесі', 'almaty', [43.2355, 76.955], [43.2305, 76.83], 150),
  s('улица Тимирязева', 'Тимирязев көшесі', 'almaty', [43.2255, 76.93], [43.2215, 76.85], 100),
  s('проспект Гагарина', 'Гагарин даңғылы', 'almaty', [43.245, 76.8955], [43.19, 76.895], 320),
  s('улица Розыбакиева', 'Розыбакиев көшесі', 'almaty', [43.26, 76.877], [43.19, 76.8745], 300),
  s('проспект Сейфуллина', 'Сейфуллин даңғылы', 'almaty', [43.28, 76.935], [43.225, 76.9345], 600),
  s('улица Манаса', 'Манас көшесі', 'almaty', [43.245, 76.905], [43.225, 76.9045], 60),
  s('улица Байзакова', 'Байзақов көшесі', 'almaty', [43.265, 76.9135], [43.22, 76.9125], 300),
  s('улица Жандосова', 'Жандосов көшесі', 'almaty', [43.2265, 76.91], [43.222, 76.82], 200),
  s('проспект Рыскулова', 'Рысқұлов даңғылы', 'almaty', [43.2855, 76.95], [43.2835, 76.83], 200),
  s('улица Панфилова', 'Панфилов көшесі', 'almaty', [43.2625, 76.946], [43.2355, 76.9465], 120),
  s('улица Желтоксан', 'Желтоқсан көшесі', 'almaty', [43.268, 76.939], [43.235, 76.9395], 180),
  s('улица Ауэзова', 'Әуезов көшесі', 'almaty', [43.258, 76.904], [43.225, 76.9035], 180),
  s('улица Курмангазы', 'Құрманғазы көшесі', 'almaty', [43.2445, 76.955], [43.2415, 76.89], 170),
  s('улица Шевченко', 'Шевченко көшесі', 'almaty', [43.2458, 76.955], [43.2425, 76.86], 170),
  s('улица Наурызбай батыра', 'Наурызбай батыр көшесі', 'almaty', [43.265, 76.9305], [43.225, 76.9295], 150),
  s('проспект Саина', 'Саин даңғылы', 'almaty', [43.26, 76.8455], [43.2, 76.8445], 120),
  s('улица Зенкова', 'Зенков көшесі', 'almaty', [43.268, 76.958], [43.255, 76.9575], 100),
  s('улица Кунаева', 'Қонаев көшесі', 'almaty', [43.265, 76.951], [43.237, 76.9515], 190),
  s('улица Муканова', 'Мұқанов көшесі', 'almaty', [43.262, 76.8995], [43.225, 76.8985], 250),
  // Astana
  s('проспект Республики', 'Республика даңғылы', 'astana', [51.1795, 71.4195], [51.156, 71.447], 90),
  s('проспект Абая', 'Абай даңғылы', 'astana', [51.1665, 71.4], [51.1655, 71.45], 120),
  s('проспект Мангилик Ел', 'Мәңгілік Ел даңғылы', 'astana', [51.125, 71.431], [51.085, 71.432], 60),
  s('проспект Кабанбай батыра', 'Қабанбай батыр даңғылы', 'astana', [51.13, 71.415], [51.08, 71.416], 90),
  s('проспект Туран', 'Тұран даңғылы', 'astana', [51.135, 71.405], [51.1, 71.404], 90),
  s('улица Кенесары', 'Кенесары көшесі', 'astana', [51.1645, 71.4], [51.166, 71.455], 90),
  s('проспект Сарыарка', 'Сарыарқа даңғылы', 'astana', [51.18, 71.415], [51.155, 71.4155], 50),
  s('проспект Богенбай батыра', 'Бөгенбай батыр даңғылы', 'astana', [51.172, 71.38], [51.171, 71.47], 80),
  s('улица Сыганак', 'Сығанақ көшесі', 'astana', [51.1222, 71.4], [51.1215, 71.45], 70),
  s('улица Достык', 'Достық көшесі', 'astana', [51.13, 71.4285], [51.12, 71.428], 20),
  s(
    'проспект Бауыржана Момышулы',
    'Бауыржан Момышұлы даңғылы',
    'astana',
    [51.17, 71.48],
    [51.12, 71.485],
    30,
  ),
  s('улица Сейфуллина', 'Сейфуллин көшесі', 'astana', [51.18, 71.43], [51.16, 71.431], 70),
  s('проспект Улы Дала', 'Ұлы Дала даңғылы', 'astana', [51.1, 71.38], [51.099, 71.47], 80),
  s('проспект Тауелсиздик', 'Тәуелсіздік даңғылы', 'astana', [51.14, 71.46], [51.12, 71.462], 60),
  s('улица Бейбитшилик', 'Бейбітшілік көшесі', 'astana', [51.185, 71.42], [51.165, 71.421], 60),
  s('проспект Женис', 'Жеңіс даңғылы', 'astana', [51.19, 71.417], [51.175, 71.4175], 100),
  s('улица Иманова', 'Иманов көшесі', 'astana', [51.1635, 71.42], [51.163, 71.44], 30),
];

const PREFIXES = /^(ул\.?|улица|пр\.?|пр-т|проспект|мкр\.?|микрорайон|көшесі|даңғылы)\s+/;
const SUFFIXES = /\s+(көшесі|даңғылы|к-сі|даң\.)$/;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[«»"',.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function core(name: string): string {
  return normalise(name).replace(PREFIXES, '').replace(SUFFIXES, '').trim();
}

/** Coordinates of a building on a street (numbers beyond maxBuilding sit at the far end). */
export function locate(street: Street, building: number | null): { lat: number; lon: number } {
  const t =
    building === null ? 0.5 : Math.min(1, Math.max(0, (building - 1) / Math.max(1, street.maxBuilding - 1)));
  return {
    lat: Math.round((street.from[0] + (street.to[0] - street.from[0]) * t) * 1e6) / 1e6,
    lon: Math.round((street.from[1] + (street.to[1] - street.from[1]) * t) * 1e6) / 1e6,
  };
}

/** Ranked prefix/substring search over ru and kk names; a trailing number is the building. */
export function geocode(query: string, city: City | undefined, limit: number): GeocodeResult[] {
  let q = normalise(query);
  let building = '';
  const m = /^(.*?)[\s,]+(\d{1,4}[а-яa-z]?(?:\/\d{1,3})?)$/.exec(q);
  if (m && m[1] !== undefined && m[2] !== undefined && m[1].trim() !== '') {
    q = m[1].trim();
    building = m[2];
  }
  q = q.replace(PREFIXES, '').replace(SUFFIXES, '').trim();
  if (q === '') return [];
  const results: GeocodeResult[] = [];
  for (const st of STREETS) {
    if (city && st.city !== city) continue;
    let score = 0;
    for (const name of [st.ru, st.kk]) {
      const c = core(name);
      const full = normalise(name);
      let sc = 0;
      if (c === q) sc = 100;
      else if (c.startsWith(q)) sc = 80;
      else if (c.split(' ').some((w) => w.startsWith(q))) sc = 60;
      else if (full.includes(q)) sc = 40;
      if (sc > score) score = sc;
    }
    if (score === 0) continue;
    const num = building === '' ? null : parseInt(building, 10);
    const pos = locate(st, num);
    const zone = ZONES[st.city];
    results.push({
      street: st.ru,
      street_kk: st.kk,
      building,
      city: st.city,
      city_name: zone.name,
      display_name: `${zone.name}, ${st.ru}${building ? `, ${building}` : ''}`,
      latitude: pos.lat,
      longitude: pos.lon,
      score: score - (st.ru.length % 10) / 100,
    });
  }
  results.sort((a, b) => b.score - a.score || a.street.localeCompare(b.street, 'ru'));
  return results.slice(0, limit);
}
