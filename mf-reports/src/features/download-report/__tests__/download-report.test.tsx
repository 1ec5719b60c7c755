import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';

import { switchLanguage } from '@cabinet/shared/testing';

import {
  DEFAULT_REPORT_ORDERING,
  generateReport,
  type GenerateRequest,
  type ReportQuery,
} from '../../../entities/report';
import '../../../shared/i18n';
import { DownloadReport, saveFileFx } from '..';

jest.mock('../../../entities/report', () => ({
  ...jest.requireActual<object>('../../../entities/report'),
  generateReport: jest.fn(),
}));

const QUERY: ReportQuery = {
  kind: 'orders',
  from: '2026-10-25',
  to: '2026-11-25',
  page: 1,
  sort: DEFAULT_REPORT_ORDERING,
};
const CSV = 'report-orders-2026-10-25_2026-11-25.csv';

/** A generated file held open: the test reports what has arrived, then ends it. */
function holdFile() {
  let request: GenerateRequest | null = null;
  let finish: () => void = () => undefined;
  jest.mocked(generateReport).mockImplementation((asked) => {
    request = asked;
    return new Promise<Blob>((resolve) => {
      finish = () => resolve(new Blob(['a;b']));
    });
  });
  return {
    received: (bytes: number, share: number | null) => act(() => request?.onProgress?.({ bytes, share })),
    finish: () => act(async () => finish()),
  };
}

function renderDownload(scope: Scope) {
  render(
    <Provider value={scope}>
      <DownloadReport query={QUERY} count={43} />
    </Provider>,
  );
}

const normal = (text: string | null) => text?.replace(/\s/g, ' ');

afterEach(() => switchLanguage('ru'));

describe('the report file’s download', () => {
  it('shows the bytes received when the server does not say the size (a compressed CSV), then the file', async () => {
    const file = holdFile();
    const scope = fork({ handlers: [[saveFileFx, jest.fn()]] });
    renderDownload(scope);
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Готовим файл ${CSV}…`);

    await file.received(348_160, null);
    expect(normal(screen.getByRole('status').textContent)).toBe(`Готовим файл ${CSV}: получено 340 КБ`);
    await file.received(1_288_490, null);
    expect(normal(screen.getByRole('status').textContent)).toBe(`Готовим файл ${CSV}: получено 1,2 МБ`);

    await file.finish();
    expect(screen.getByRole('status')).toHaveTextContent(`Файл ${CSV} скачан.`);
  });

  it('shows the percent when the server says the size', async () => {
    const file = holdFile();
    renderDownload(fork({ handlers: [[saveFileFx, jest.fn()]] }));
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    await file.received(52_000, 0.374);
    expect(normal(screen.getByRole('status').textContent)).toBe(`Готовим файл ${CSV}: 37 %`);
    await file.finish();
  });

  it('says it in Kazakh', async () => {
    await switchLanguage('kk');
    const file = holdFile();
    renderDownload(fork({ handlers: [[saveFileFx, jest.fn()]] }));
    await userEvent.click(screen.getByRole('button', { name: 'Жүктеп алу' }));
    await file.received(1_288_490, null);
    expect(normal(screen.getByRole('status').textContent)).toBe(`${CSV} файлы дайындалуда: 1,2 МБ алынды`);
    await file.finish();
  });
});
