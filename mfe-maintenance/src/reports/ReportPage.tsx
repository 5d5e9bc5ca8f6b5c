import { type FormEvent, type ReactNode, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { order } from '@portico/contracts/maintenance';
import { type ApiError, api, labelText, useLanguage, usePageMeta } from '@portico/shell-sdk';
import { Icon } from '@portico/shell-ui';
import { reportText } from './text';

interface Lookup {
  kind: 'location' | 'equipment';
  propertyName: string;
  placeName: string;
  categories: { id: string; name: string }[];
}

type Values = Record<'title' | 'description' | 'urgency' | 'categoryId' | 'reporterName' | 'reporterContact', string>;
const EMPTY: Values = { title: '', description: '', urgency: 'medium', categoryId: '', reporterName: '', reporterContact: '' };
const FIELDS = Object.keys(EMPTY);
const URGENCIES = order.fields.urgency!.options!;
/** The server's rule, checked early so a typo is caught before sending. */
const CONTACT = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|\+?[0-9][0-9 ().-]{5,}[0-9])$/;

/**
 * `/report/:token`: the page a QR code opens, without sign-in. It names the property and the
 * place, and files the problem into that property's queue (ADR 0028). The gateway throttles it.
 */
export function ReportPage({ token }: { token: string }) {
  const language = useLanguage();
  const t = (key: keyof typeof reportText) => labelText(reportText[key], language);
  usePageMeta(t('reportTitle'));
  const lookup = useQuery<Lookup, ApiError>({
    queryKey: ['maintenance', 'problem-report', token],
    queryFn: ({ signal }) => api.get<Lookup>(`/public/problem-reports/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  });
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const submit = useMutation<{ id: string }, ApiError, Values>({
    mutationFn: (body) =>
      api.post(`/public/problem-reports/${encodeURIComponent(token)}`, {
        ...body,
        description: body.description.trim() || null,
      }),
    onError: (error) => {
      const fieldErrors: Partial<Values> = {};
      const other: string[] = [];
      for (const fe of (error.details?.fieldErrors ?? []) as { path: string; message: string }[]) {
        if (FIELDS.includes(fe.path)) fieldErrors[fe.path as keyof Values] ??= fe.message;
        else other.push(fe.message);
      }
      setErrors(fieldErrors);
      setBanner(
        error.status === 429 ? t('tooMany') : other.length ? other.join(' · ') : Object.keys(fieldErrors).length ? null : error.message,
      );
    },
  });

  const shell = (body: ReactNode, subtitle?: string) => (
    <Center py="xl" px="md" data-testid="report-page">
      <Card w="100%" maw={620} p="xl" withBorder shadow="sm">
        <Stack gap={4} mb="lg">
          <Title order={3}>{t('reportTitle')}</Title>
          {subtitle ? (
            <Text fw={600} data-testid="report-place">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {body}
      </Card>
    </Center>
  );

  if (lookup.isLoading) return shell(<Loader size="sm" />);
  if (lookup.isError || !lookup.data) {
    return shell(
      <Alert color="danger" variant="light" icon={<Icon name="alert" />} title={t('notFound')} data-testid="report-invalid">
        {lookup.error?.status === 429 ? t('tooMany') : t('notFoundText')}
      </Alert>,
    );
  }
  const info = lookup.data;
  const place = `${info.placeName} · ${info.propertyName}`;
  if (submit.isSuccess) {
    return shell(
      <Stack align="center" gap="sm" py="lg" data-testid="report-sent">
        <ThemeIcon size={56} radius="xl" color="success" variant="light">
          <Icon name="check" size={28} />
        </ThemeIcon>
        <Title order={4}>{t('sent')}</Title>
        <Text size="sm" c="dimmed" ta="center">
          {t('sentText')}
        </Text>
        <Button
          variant="default"
          mt="sm"
          onClick={() => {
            setValues((v) => ({ ...EMPTY, reporterName: v.reporterName, reporterContact: v.reporterContact }));
            submit.reset();
          }}
        >
          {t('another')}
        </Button>
      </Stack>,
      place,
    );
  }

  const set = (key: keyof Values) => (value: string | null) => {
    setValues((v) => ({ ...v, [key]: value ?? '' }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Values> = {};
    for (const key of ['title', 'urgency', 'categoryId', 'reporterName', 'reporterContact'] as const)
      if (!values[key].trim()) found[key] = t('required');
    if (values.reporterContact.trim() && !CONTACT.test(values.reporterContact.trim())) found.reporterContact = t('contactInvalid');
    setErrors(found);
    if (Object.keys(found).length === 0) submit.mutate(values);
  };

  return shell(
    <form onSubmit={onSubmit} noValidate data-testid="report-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {banner ? (
          <Alert color="danger" variant="light" icon={<Icon name="alert" />} data-testid="report-error">
            {banner}
          </Alert>
        ) : null}
        <TextInput
          label={t('title')}
          placeholder={t('titlePlaceholder')}
          required
          maxLength={160}
          value={values.title}
          onChange={(e) => set('title')(e.currentTarget.value)}
          error={errors.title}
          data-testid="report-title"
        />
        <Textarea
          label={t('description')}
          autosize
          minRows={3}
          maxLength={4000}
          value={values.description}
          onChange={(e) => set('description')(e.currentTarget.value)}
          error={errors.description}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('category')}
            required
            data={info.categories.map((c) => ({ value: c.id, label: c.name }))}
            value={values.categoryId || null}
            onChange={set('categoryId')}
            error={errors.categoryId}
            data-testid="report-category"
          />
          <Select
            label={t('urgency')}
            required
            allowDeselect={false}
            data={URGENCIES.map((u) => ({ value: u.value, label: labelText(u.label, language) }))}
            value={values.urgency}
            onChange={set('urgency')}
            error={errors.urgency}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('name')}
            required
            maxLength={120}
            autoComplete="name"
            value={values.reporterName}
            onChange={(e) => set('reporterName')(e.currentTarget.value)}
            error={errors.reporterName}
            data-testid="report-name"
          />
          <TextInput
            label={t('contact')}
            required
            maxLength={160}
            autoComplete="email"
            value={values.reporterContact}
            onChange={(e) => set('reporterContact')(e.currentTarget.value)}
            error={errors.reporterContact}
            data-testid="report-contact"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending} leftSection={<Icon name="tool" size={16} />} data-testid="report-submit">
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>,
    place,
  );
}
