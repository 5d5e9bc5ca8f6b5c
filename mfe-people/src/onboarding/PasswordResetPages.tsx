import { type FormEvent, useState } from 'react';
import { Alert, Anchor, Button, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  completePasswordReset,
  errorMessage,
  keycloakResetCredentialsUrl,
  linkProps,
  providerFeatures,
  requestPasswordReset,
  useLocation,
  usePageMeta,
} from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { Done, PublicShell, checkPasswords } from './RegisterPage';
import './text';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function BackToSignIn() {
  const { t } = useTranslation('people');
  return (
    <Anchor {...linkProps('/login')} size="sm" data-testid="back-to-sign-in">
      {t('onboarding.backToSignIn')}
    </Anchor>
  );
}

/**
 * `/forgot-password` (ADR 0076): the development provider mails a single-use link; the answer
 * is the same whether or not the address has an account. With Keycloak, its own reset page.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('people');
  usePageMeta(t('onboarding.forgotTitle'));
  const features = useQuery({ queryKey: ['identity-provider'], queryFn: providerFeatures, staleTime: Infinity });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (address: string) => requestPasswordReset(address) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setError(t('onboarding.invalidEmail'));
      return;
    }
    setError(null);
    send.mutate(email.trim());
  };

  if (features.isLoading) {
    return (
      <PublicShell title={t('onboarding.forgotTitle')}>
        <Loader size="sm" />
      </PublicShell>
    );
  }
  const f = features.data;
  if (f && !f.passwordResetEndpoint) {
    return (
      <PublicShell title={t('onboarding.forgotTitle')} intro={t('onboarding.forgotKeycloak')}>
        <Stack align="flex-start">
          <Button
            component="a"
            href={keycloakResetCredentialsUrl(f.issuer)}
            data-testid="provider-reset"
            rightSection={<Icon name="arrowRight" size={15} />}
          >
            {t('onboarding.forgotContinue')}
          </Button>
          <BackToSignIn />
        </Stack>
      </PublicShell>
    );
  }
  if (send.isSuccess) {
    return (
      <PublicShell title={t('onboarding.forgotTitle')}>
        {/* The same words whether or not the address has an account. */}
        <Done title={t('onboarding.forgotSentTitle')} text={t('onboarding.forgotSentText')} testid="forgot-sent" />
      </PublicShell>
    );
  }
  return (
    <PublicShell title={t('onboarding.forgotTitle')} intro={t('onboarding.forgotIntro')}>
      <form onSubmit={submit} noValidate data-testid="forgot-form">
        <Stack>
          {send.isError || features.isError ? (
            <Alert color="danger" variant="light" icon={<Icon name="alert" />} data-testid="forgot-error">
              {errorMessage(send.error ?? features.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t('onboarding.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            error={error}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-testid="forgot-email"
          />
          <Button type="submit" loading={send.isPending} data-testid="send-reset-link">
            {t('onboarding.sendLink')}
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </PublicShell>
  );
}

/** `/reset-password?token=`: the new password, set at the provider with the link's token. */
export function ResetPasswordPage() {
  const { t } = useTranslation('people');
  usePageMeta(t('onboarding.resetTitle'));
  const token = useLocation().query.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = useMutation({ mutationFn: () => completePasswordReset(token, values.password) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    checkPasswords(values, found, (k) => t(k));
    setErrors(found);
    if (!Object.keys(found).length) reset.mutate();
  };

  if (!token) {
    return (
      <PublicShell title={t('onboarding.resetTitle')}>
        <Stack align="flex-start">
          <Alert color="danger" variant="light" icon={<Icon name="alert" />} data-testid="reset-missing">
            {t('onboarding.resetMissing')}
          </Alert>
          <Anchor {...linkProps('/forgot-password')}>{t('onboarding.askNewLink')}</Anchor>
        </Stack>
      </PublicShell>
    );
  }
  if (reset.isSuccess) {
    return (
      <PublicShell title={t('onboarding.resetTitle')}>
        <Done title={t('onboarding.resetDoneTitle')} text={t('onboarding.resetDone')} testid="reset-done" />
      </PublicShell>
    );
  }
  return (
    <PublicShell title={t('onboarding.resetTitle')} intro={t('onboarding.resetIntro')}>
      <form onSubmit={submit} noValidate data-testid="reset-form">
        <Stack>
          {reset.isError ? (
            <Alert color="danger" variant="light" icon={<Icon name="alert" />} data-testid="reset-error">
              {errorMessage(reset.error)}{' '}
              <Anchor {...linkProps('/forgot-password')} size="sm">
                {t('onboarding.askNewLink')}
              </Anchor>
            </Alert>
          ) : null}
          <PasswordInput
            label={t('onboarding.newPassword')}
            description={t('onboarding.passwordHint')}
            autoComplete="new-password"
            required
            value={values.password}
            error={errors.password}
            onChange={(e) => {
              const password = e.currentTarget.value;
              setValues((v) => ({ ...v, password }));
            }}
            data-testid="reset-password"
          />
          <PasswordInput
            label={t('onboarding.confirmPassword')}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            error={errors.confirmPassword}
            onChange={(e) => {
              const confirmPassword = e.currentTarget.value;
              setValues((v) => ({ ...v, confirmPassword }));
            }}
            data-testid="reset-confirm"
          />
          <Button type="submit" loading={reset.isPending} data-testid="set-password">
            {t('onboarding.setPassword')}
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </PublicShell>
  );
}
