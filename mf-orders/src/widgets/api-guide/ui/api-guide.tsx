import { useUnit } from 'effector-react';

import { $runtimeConfig, useTranslation } from '@cabinet/shared';
import type { City } from '@cabinet/shared/contract';
import { Button, Card, Table } from '@cabinet/shared/ui';

import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';
import { CREATE_ORDER_FIELDS, createOrderExample, curlOf, tariffsExample } from '../lib/guide';
import { copyExampleFx } from '../model/copy-example';
import styles from './api-guide.module.css';

/** A fixed example key: a real client makes a fresh one (a UUID) per order and keeps it for retries. */
const EXAMPLE_KEY = '6f1c2a9e-3b7d-4c1e-9a55-2d8f0b7c4e11';

function Example({ step, command }: { step: number; command: string }) {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  const copy = useUnit(copyExampleFx);
  return (
    <div className={styles.example}>
      <pre className={styles.code}>
        <code>{command}</code>
      </pre>
      <Button
        variant="secondary"
        aria-label={t('integration.copyExampleOne', { step })}
        onClick={() => copy(command)}
      >
        {t('integration.copyExample')}
      </Button>
    </div>
  );
}

/**
 * How a company's developer creates an order with a client token: two curl commands whose URL is the
 * deployment's own (`config.json` deliveryApiUrl) and whose paths, methods and fields come from the
 * contract the cabinet calls.
 */
export function ApiGuide({ city }: { city: City | null }) {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  const config = useUnit($runtimeConfig);
  const baseUrl = config?.deliveryApiUrl ?? '';
  const place = city ?? 'almaty';
  const token = t('integration.tokenPlaceholder');
  return (
    <Card title={t('integration.guideTitle')}>
      <p className={styles.text}>
        {t('integration.guideIntro', { url: baseUrl, interpolation: { escapeValue: false } })}
      </p>
      <p className={styles.text}>{t('integration.guideStep1')}</p>
      <Example step={1} command={curlOf(baseUrl, 'tariffs', tariffsExample(place), token)} />
      <p className={styles.text}>{t('integration.guideStep2')}</p>
      <Example
        step={2}
        command={curlOf(baseUrl, 'createGroup', createOrderExample(place), token, EXAMPLE_KEY)}
      />
      <p className={styles.note}>{t('integration.guideIdempotency')}</p>
      <Table
        caption={t('integration.guideFieldsCaption')}
        columns={[
          {
            key: 'name',
            header: t('integration.guideField'),
            primary: true,
            nowrap: true,
            cell: (field) => <code>{field.name}</code>,
          },
          {
            key: 'required',
            header: t('integration.guideRequirement'),
            cell: (field) =>
              field.required ? t('integration.guideRequired') : t('integration.guideOptional'),
          },
          {
            key: 'meaning',
            header: t('integration.guideMeaning'),
            cell: (field) => t(`integration.field_${field.name}`),
          },
        ]}
        rows={CREATE_ORDER_FIELDS}
        rowKey={(field) => field.name}
      />
    </Card>
  );
}
