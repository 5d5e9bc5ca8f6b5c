import { type FormEvent, type ReactNode, useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type ApiError, api, formatDate, linkClick, linkProps, toast, useLanguage, useLocation, usePageMeta } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import './text';

export type JoinKind = 'resident' | 'vendor' | 'portfolio';
type Values = Record<string, string>;
type Errors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Client-side checks mirroring the server's (the server has the last word). */
export function checkPasswords(values: Values, errors: Errors, t: (k: string) => string) {
  if (!values.password) errors.password = t('onboarding.required');
  else if (values.password.length < 8) errors.password = t('onboarding.passwordShort');
  if (!values.confirmPassword) errors.confirmPassword = t('onboarding.required');
  else if (values.password && values.password !== values.confirmPassword) errors.confirmPassword = t('onboarding.passwordMismatch');
}

/** Server validation errors onto the form's fields; the rest as one banner message. */
function applyServerErrors(error: ApiError, fields: string[], setErrors: (e: Errors) => void, setBanner: (m: string | null) => void) {
  const errors: Errors = {};
  const other: string[] = [];
  for (const fe of error.fieldErrors) {
    if (fields.includes(fe.path)) errors[fe.path] ??= fe.message;
    else other.push(fe.message);
  }
  setErrors(errors);
  setBanner(other.length ? other.join(' · ') : Object.keys(errors).length ? null : error.message);
}

export function PublicShell({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Center py="xl" px="md" data-testid="register-page">
      <Card w="100%" maw={620} p="xl" withBorder shadow="sm">
        <Stack gap="xs" mb="lg">
          <Title order={3}>{title}</Title>
          {intro ? (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Card>
    </Center>
  );
}

export function Done({ title, text, testid }: { title: string; text: string; testid: string }) {
  const { t } = useTranslation('people');
  return (
    <Stack align="center" gap="sm" py="lg" data-testid={testid}>
      <ThemeIcon size={56} radius="xl" color="success" variant="light">
        <Icon name="check" size={28} />
      </ThemeIcon>
      <Title order={4}>{title}</Title>
      <Text size="sm" c="dimmed" ta="center">
        {text}
      </Text>
      <Button
        mt="sm"
        {...linkProps('/login')}
        component="a"
        leftSection={<Icon name="arrowRight" size={15} />}
        data-testid="register-signin"
      >
        {t('onboarding.signIn')}
      </Button>
    </Stack>
  );
}

function Field({
  name,
  label,
  values,
  errors,
  onChange,
  required,
  type = 'text',
  description,
  autoComplete,
}: {
  name: string;
  label: string;
  values: Values;
  errors: Errors;
  onChange: (name: string, value: string) => void;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password' | 'textarea';
  description?: string;
  autoComplete?: string;
}) {
  const common = {
    name,
    label,
    description,
    withAsterisk: required,
    value: values[name] ?? '',
    error: errors[name],
    'data-testid': `register-${name}`,
    'data-field': name,
  };
  if (type === 'password')
    return (
      <PasswordInput {...common} autoComplete={autoComplete ?? 'new-password'} onChange={(e) => onChange(name, e.currentTarget.value)} />
    );
  if (type === 'textarea')
    return <Textarea {...common} autosize minRows={2} maxLength={1000} onChange={(e) => onChange(name, e.currentTarget.value)} />;
  return <TextInput {...common} type={type} autoComplete={autoComplete} onChange={(e) => onChange(name, e.currentTarget.value)} />;
}

function useFormState(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const onChange = (name: string, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => {
      if (!prev[name]) return prev;
      const copy = { ...prev };
      delete copy[name];
      return copy;
    });
  };
  return { values, setValues, errors, setErrors, banner, setBanner, onChange };
}

type FormState = ReturnType<typeof useFormState>;

/** Shows the client-side errors (a mismatch says so in the banner); true when there are none. */
function acceptErrors(form: FormState, errors: Errors, t: (k: string) => string): boolean {
  const failed = Object.keys(errors).length > 0;
  form.setErrors(errors);
  form.setBanner(
    failed ? (errors.confirmPassword === t('onboarding.passwordMismatch') ? errors.confirmPassword : t('onboarding.fixErrors')) : null,
  );
  return !failed;
}

function FormBanner({ banner }: { banner: string | null }) {
  return banner ? (
    <Alert color="danger" variant="light" icon={<Icon name="alert" />} data-testid="register-error">
      {banner}
    </Alert>
  ) : null;
}

/** The new account's password, twice. */
function PasswordFields({ form, t }: { form: FormState; t: (k: string) => string }) {
  return (
    <>
      <Field
        name="password"
        label={t('onboarding.password')}
        type="password"
        required
        description={t('onboarding.passwordHint')}
        {...form}
      />
      <Field name="confirmPassword" label={t('onboarding.confirmPassword')} type="password" required {...form} />
    </>
  );
}

/** "Already have an account? Sign in". */
function SignInLink({ t, testId }: { t: (k: string) => string; testId?: string }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {t('onboarding.haveAccount')}
      </Text>
      <Anchor href="/login" onClick={linkClick('/login')} size="sm" data-testid={testId}>
        {t('onboarding.signIn')}
      </Anchor>
    </Group>
  );
}

/** `/register`: accepting an invitation (`?invite=`), else a resident's join request. */
export function RegisterPage() {
  const { query } = useLocation();
  const token = query.get('invite');
  return token ? <InviteAccept key={token} token={token} /> : <JoinRequestForm key="resident" kind="resident" />;
}

/**
 * A page that spends a single-use link mailed to someone: `/confirm-email?token=` (an email
 * change, ADR 0015) and `/confirm-membership?token=` (a membership in another organization,
 * ADR 0042). A button, not an automatic request: mail scanners that open links must not
 * confirm anything.
 */
function ConfirmLinkPage({ kind, endpoint, testid }: { kind: 'Email' | 'Membership'; endpoint: string; testid: string }) {
  const { t } = useTranslation('people');
  const key = (part: string) => t(`onboarding.confirm${kind}${part}`);
  usePageMeta(key('Title'));
  const token = useLocation().query.get('token');
  const confirm = useMutation<unknown, ApiError, void>({ mutationFn: () => api.post(endpoint, { token }) });
  if (confirm.isSuccess) {
    return (
      <PublicShell title={key('Title')}>
        <Done title={key('DoneTitle')} text={key('Done')} testid={`${testid}-success`} />
      </PublicShell>
    );
  }
  return (
    <PublicShell title={key('Title')} intro={key('Intro')}>
      <Stack>
        {!token || confirm.isError ? (
          <Alert color="danger" variant="light" icon={<Icon name="alert" />} data-testid={`${testid}-error`}>
            {confirm.error?.message ?? t('onboarding.confirmEmailMissing')}
          </Alert>
        ) : null}
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending} disabled={!token} data-testid={`${testid}-submit`}>
          {key('Button')}
        </Button>
      </Stack>
    </PublicShell>
  );
}

export const ConfirmEmailPage = () => <ConfirmLinkPage kind="Email" endpoint="/public/email-changes/confirm" testid="confirm-email" />;
export const ConfirmMembershipPage = () => (
  <ConfirmLinkPage kind="Membership" endpoint="/public/memberships/confirm" testid="confirm-membership" />
);

interface InviteLookup {
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  org: string | null;
  expiresAt: string;
}

function InviteAccept({ token }: { token: string }) {
  const { t } = useTranslation('people');
  const language = useLanguage();
  usePageMeta(t('onboarding.inviteTitle'));
  const lookup = useQuery<InviteLookup, ApiError>({
    queryKey: ['people', 'invite-lookup', token],
    queryFn: ({ signal }) => api.get<InviteLookup>('/public/invites/lookup', { query: { token }, signal }),
    retry: false,
  });
  const form = useFormState({ firstName: '', lastName: '', password: '', confirmPassword: '' });
  const [prefilled, setPrefilled] = useState(false);
  if (lookup.data && !prefilled) {
    setPrefilled(true);
    form.setValues((v) => ({ ...v, firstName: lookup.data.firstName ?? '', lastName: lookup.data.lastName ?? '' }));
  }
  const accept = useMutation<{ email: string }, ApiError, Values>({
    mutationFn: (body) => api.post('/public/invites/accept', body),
    onSuccess: () => toast.success(t('onboarding.accountCreatedTitle'), t('onboarding.accountCreated')),
    onError: (error) => {
      applyServerErrors(error, ['firstName', 'lastName', 'password', 'confirmPassword'], form.setErrors, form.setBanner);
      toast.error(t('common:error'), error.fieldErrors[0]?.message ?? error.message);
    },
  });

  if (lookup.isLoading) {
    return (
      <PublicShell title={t('onboarding.inviteTitle')}>
        <Group gap="sm" data-testid="invite-checking">
          <Loader size="sm" />
          <Text size="sm">{t('onboarding.inviteChecking')}</Text>
        </Group>
      </PublicShell>
    );
  }
  if (lookup.isError || !lookup.data) {
    return (
      <PublicShell title={t('onboarding.inviteTitle')}>
        <Alert
          color="danger"
          variant="light"
          title={t('onboarding.inviteInvalidTitle')}
          icon={<Icon name="alert" />}
          data-testid="invite-lookup-error"
          data-status={lookup.error?.status}
        >
          {lookup.error?.message}
        </Alert>
        <Box mt="lg">
          <SignInLink t={t} />
        </Box>
      </PublicShell>
    );
  }
  const info = lookup.data;
  if (accept.isSuccess) {
    return (
      <PublicShell title={t('onboarding.inviteTitle')}>
        <Done title={t('onboarding.accountCreatedTitle')} text={t('onboarding.accountCreated')} testid="register-success" />
      </PublicShell>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Errors = {};
    if (!form.values.firstName?.trim()) errors.firstName = t('onboarding.required');
    if (!form.values.lastName?.trim()) errors.lastName = t('onboarding.required');
    checkPasswords(form.values, errors, t);
    if (!acceptErrors(form, errors, t)) return;
    accept.mutate({
      token,
      firstName: form.values.firstName!.trim(),
      lastName: form.values.lastName!.trim(),
      password: form.values.password!,
      confirmPassword: form.values.confirmPassword!,
    });
  };
  const role = info.role ?? '—';
  return (
    <PublicShell
      title={t('onboarding.inviteTitle')}
      intro={
        <>
          {info.org ? t('onboarding.inviteIntro', { org: info.org, role }) : t('onboarding.inviteIntroNoOrg', { role })}{' '}
          {t('onboarding.inviteExpires', { date: formatDate(info.expiresAt, language) })}
        </>
      }
    >
      <form onSubmit={submit} noValidate data-testid="invite-accept-form">
        <Stack gap="md">
          <FormBanner banner={form.banner} />
          <TextInput label={t('onboarding.email')} value={info.email} readOnly disabled data-testid="register-email" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field name="firstName" label={t('onboarding.firstName')} required autoComplete="given-name" {...form} />
            <Field name="lastName" label={t('onboarding.lastName')} required autoComplete="family-name" {...form} />
            <PasswordFields form={form} t={t} />
          </SimpleGrid>
          <Button type="submit" loading={accept.isPending} fullWidth mt="xs" data-testid="register-submit">
            {t('onboarding.createAccount')}
          </Button>
        </Stack>
      </form>
    </PublicShell>
  );
}

const TITLES: Record<JoinKind, { title: string; intro: string }> = {
  resident: { title: 'onboarding.residentTitle', intro: 'onboarding.residentIntro' },
  vendor: { title: 'onboarding.vendorTitle', intro: 'onboarding.vendorIntro' },
  portfolio: { title: 'onboarding.portfolioTitle', intro: 'onboarding.portfolioIntro' },
};

const OTHER: { kind: JoinKind; path: string; label: string }[] = [
  { kind: 'resident', path: '/register', label: 'onboarding.asResident' },
  { kind: 'vendor', path: '/vendor/register', label: 'onboarding.asVendor' },
  { kind: 'portfolio', path: '/portfolio/register', label: 'onboarding.asPortfolio' },
];

/** `/register`, `/vendor/register`, `/portfolio/register`: sign up with a request to join. */
export function JoinRequestForm({ kind }: { kind: JoinKind }) {
  const { t, i18n } = useTranslation('people');
  usePageMeta(t(TITLES[kind].title));
  const fields = [
    'firstName',
    'lastName',
    'email',
    'phone',
    ...(kind !== 'portfolio' ? ['propertyCode'] : []),
    ...(kind === 'resident' ? ['unitNumber'] : ['company']),
    'message',
    'password',
    'confirmPassword',
  ];
  const form = useFormState(Object.fromEntries(fields.map((f) => [f, ''])));
  const submitRequest = useMutation<{ id: string }, ApiError, Values>({
    mutationFn: (body) => api.post('/public/join-requests', body),
    onSuccess: () => toast.success(t('onboarding.requestSentTitle'), t('onboarding.requestSent')),
    onError: (error) => applyServerErrors(error, fields, form.setErrors, form.setBanner),
  });

  if (submitRequest.isSuccess) {
    return (
      <PublicShell title={t(TITLES[kind].title)}>
        <Done title={t('onboarding.requestSentTitle')} text={t('onboarding.requestSent')} testid="register-success" />
      </PublicShell>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const v = form.values;
    const errors: Errors = {};
    const required = [
      'firstName',
      'lastName',
      'email',
      ...(kind !== 'portfolio' ? ['propertyCode'] : []),
      ...(kind === 'resident' ? ['unitNumber'] : []),
      ...(kind === 'portfolio' ? ['company'] : []),
    ];
    for (const f of required) if (!v[f]?.trim()) errors[f] = t('onboarding.required');
    if (v.email?.trim() && !EMAIL.test(v.email.trim())) errors.email = t('onboarding.invalidEmail');
    checkPasswords(v, errors, t);
    if (!acceptErrors(form, errors, t)) return;
    // Mails about the request speak the language the form was read in.
    const body: Values = { kind, language: i18n.language === 'es' ? 'es' : 'en' };
    for (const f of fields) {
      const value = f === 'password' || f === 'confirmPassword' ? (v[f] ?? '') : (v[f] ?? '').trim();
      if (value) body[f] = value;
    }
    submitRequest.mutate(body);
  };

  return (
    <PublicShell title={t(TITLES[kind].title)} intro={t(TITLES[kind].intro)}>
      <form onSubmit={submit} noValidate data-testid="join-request-form" data-kind={kind}>
        <Stack gap="md">
          <FormBanner banner={form.banner} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Field name="firstName" label={t('onboarding.firstName')} required autoComplete="given-name" {...form} />
            <Field name="lastName" label={t('onboarding.lastName')} required autoComplete="family-name" {...form} />
            <Field name="email" label={t('onboarding.email')} type="email" required autoComplete="email" {...form} />
            <Field name="phone" label={t('onboarding.phone')} type="tel" autoComplete="tel" {...form} />
            {kind !== 'portfolio' ? (
              <Field
                name="propertyCode"
                label={t('onboarding.propertyCode')}
                required
                description={t('onboarding.propertyCodeHint')}
                {...form}
              />
            ) : null}
            {kind === 'resident' ? <Field name="unitNumber" label={t('onboarding.unitNumber')} required {...form} /> : null}
            {kind !== 'resident' ? (
              <Field
                name="company"
                label={kind === 'portfolio' ? t('onboarding.portfolioName') : t('onboarding.company')}
                required={kind === 'portfolio'}
                autoComplete="organization"
                {...form}
              />
            ) : null}
          </SimpleGrid>
          <Field name="message" label={t('onboarding.message')} type="textarea" {...form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordFields form={form} t={t} />
          </SimpleGrid>
          <Button type="submit" loading={submitRequest.isPending} fullWidth mt="xs" data-testid="register-submit">
            {t('onboarding.submitRequest')}
          </Button>
          <Box>
            <SignInLink t={t} testId="register-login-link" />
            <Group gap="xs" mt={4}>
              <Text size="sm" c="dimmed">
                {t('onboarding.otherWays')}
              </Text>
              {OTHER.filter((o) => o.kind !== kind).map((o) => (
                <Anchor key={o.kind} href={o.path} onClick={linkClick(o.path)} size="sm" data-testid={`register-as-${o.kind}`}>
                  {t(o.label)}
                </Anchor>
              ))}
            </Group>
          </Box>
        </Stack>
      </form>
    </PublicShell>
  );
}
