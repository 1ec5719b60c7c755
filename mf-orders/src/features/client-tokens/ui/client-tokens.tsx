import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';

import { useTranslation } from '@cabinet/shared';
import { CLIENT_TOKEN_LABEL_MAX, type ClientToken } from '@cabinet/shared/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Field,
  Spinner,
  Table,
  TextInput,
  type TableColumn,
} from '@cabinet/shared/ui';

import { formatMoment } from '../../../entities/client-token';
import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';
import {
  $copied,
  $issued,
  $issuing,
  $label,
  $labelMissing,
  $revokeFailed,
  $revokeTarget,
  $revoking,
  $tokens,
  $tokensState,
  copyClicked,
  issueSubmitted,
  issuedDismissed,
  labelChanged,
  revokeCancelled,
  revokeConfirmed,
  revokeRequested,
  tokensRequested,
} from '../model/client-tokens-model';
import styles from './client-tokens.module.css';

/** The token just issued, shown this once with a copy button and a warning. */
function IssuedToken() {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  const [issued, copied, copy, dismiss] = useUnit([$issued, $copied, copyClicked, issuedDismissed]);
  if (!issued) return null;
  return (
    <section className={styles.issued} aria-labelledby="issued-token-title">
      <h3 id="issued-token-title" className={styles.issuedTitle}>
        {t('integration.issuedTitle', { label: issued.label })}
      </h3>
      <p className={styles.warning} role="alert">
        {t('integration.issuedWarning')}
      </p>
      <Field
        label={t('integration.issuedLabel')}
        error={copied === false ? t('integration.copyFailed') : null}
      >
        <TextInput
          className={styles.token}
          value={issued.token}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
      <div className={styles.actions}>
        <Button onClick={copy}>{t('integration.copy')}</Button>
        <Button variant="secondary" onClick={dismiss}>
          {t('integration.issuedDone')}
        </Button>
      </div>
    </section>
  );
}

function RevokeDialog() {
  const { t } = useTranslation(INTEGRATION_NAMESPACE);
  const [target, failed, revoking, cancel, confirm] = useUnit([
    $revokeTarget,
    $revokeFailed,
    $revoking,
    revokeCancelled,
    revokeConfirmed,
  ]);
  const label = target?.label || t('integration.noLabel');
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('integration.revokeTitle', { label })}
      description={
        <>
          <p className={styles.dialogText}>{t('integration.revokeText')}</p>
          {failed ? (
            <p role="alert" className={styles.failed}>
              {t('integration.revokeFailed')}
            </p>
          ) : null}
        </>
      }
      confirmLabel={t('integration.revokeConfirm')}
      danger
      pending={revoking}
      onConfirm={confirm}
      onCancel={cancel}
    />
  );
}

/** The company's API access: issue a token (shown once), list them, revoke one. */
export function ClientTokens() {
  const { t, i18n } = useTranslation(INTEGRATION_NAMESPACE);
  const [tokens, state, label, labelMissing, issuing, changeLabel, submit, retry, revoke] = useUnit([
    $tokens,
    $tokensState,
    $label,
    $labelMissing,
    $issuing,
    labelChanged,
    issueSubmitted,
    tokensRequested,
    revokeRequested,
  ]);
  const lang = i18n.language;
  const now = Date.now();
  const columns: ReadonlyArray<TableColumn<ClientToken>> = [
    {
      key: 'label',
      header: t('integration.columnLabel'),
      primary: true,
      cell: (token) => (
        <>
          {token.label || t('integration.noLabel')}
          <span className={styles.by}>{t('integration.createdBy', { name: token.created_by })}</span>
        </>
      ),
    },
    {
      key: 'ending',
      header: t('integration.columnEnding'),
      cell: (token) => <code>…{token.token_hint}</code>,
    },
    {
      key: 'created',
      header: t('integration.columnCreated'),
      cell: (token) => formatMoment(token.created_at, lang),
    },
    {
      key: 'used',
      header: t('integration.columnLastUsed'),
      cell: (token) =>
        token.last_used_at ? formatMoment(token.last_used_at, lang) : t('integration.neverUsed'),
    },
    {
      key: 'expires',
      header: t('integration.columnExpires'),
      cell: (token) =>
        Date.parse(token.expires_at) <= now
          ? t('integration.expired')
          : formatMoment(token.expires_at, lang, false),
    },
  ];
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  return (
    <Card title={t('integration.tokensTitle')}>
      <p className={styles.intro}>{t('integration.tokensIntro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={issuing}>
        <Field
          label={t('integration.labelLabel')}
          hint={t('integration.labelHint')}
          error={labelMissing ? t('integration.labelRequired') : null}
          maxLength={CLIENT_TOKEN_LABEL_MAX}
          className={styles.labelField}
        >
          <TextInput value={label} autoComplete="off" onChange={(event) => changeLabel(event.target.value)} />
        </Field>
        <Button type="submit" className={styles.submit} disabled={issuing}>
          {issuing ? t('integration.issuing') : t('integration.issue')}
        </Button>
      </form>
      <IssuedToken />
      <h3 className={styles.listTitle}>{t('integration.listTitle')}</h3>
      {state === 'loading' ? <Spinner label={t('integration.loading')} /> : null}
      {state === 'failed' ? (
        <EmptyState
          role="alert"
          headingLevel={3}
          title={t('integration.failedTitle')}
          text={t('integration.failedText')}
          action={
            <Button variant="secondary" onClick={retry}>
              {t('integration.retry')}
            </Button>
          }
        />
      ) : null}
      {state === 'empty' ? (
        <EmptyState
          headingLevel={3}
          title={t('integration.noTokensTitle')}
          text={t('integration.noTokensText')}
        />
      ) : null}
      {state === 'ready' && tokens ? (
        <Table
          caption={t('integration.listTitle')}
          columns={columns}
          rows={tokens}
          rowKey={(token) => token.id}
          actionsHeader={t('integration.columnActions')}
          actions={(token) => (
            <Button
              variant="ghost"
              aria-label={t('integration.revokeOne', { label: token.label || t('integration.noLabel') })}
              onClick={() => revoke(token)}
            >
              {t('integration.revoke')}
            </Button>
          )}
        />
      ) : null}
      <RevokeDialog />
    </Card>
  );
}
