import { useEffect } from 'react';
import { Button, Group, Input, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { WEEKDAYS, WEEKDAY_LABELS, hoursFieldOf, parseDayHours, clockText, type Label } from '@portico/contracts/kit';
import { amenity } from '@portico/contracts/community';
import { labelText, useLanguage } from '@portico/shell-sdk';
import { ResourceForm, type ResourceFormFieldApi, type ResourceFormSection } from '@portico/shell-ui';
import { text } from './text';

/** A new amenity starts open every day, as the service assumes for one created without hours. */
const DEFAULT_HOURS = '08:00-22:00';

const SECTIONS: ResourceFormSection[] = [
  { key: 'amenity', fields: ['propertyId', 'name', 'operatingStatus', 'backgroundColor', 'description'] },
  { key: 'hours', title: text.hours as Label, fields: ['mondayHours'] },
  {
    key: 'rules',
    title: text.bookingRules as Label,
    fields: [
      'slotMinutes',
      'minHours',
      'maxHours',
      'bufferMinutes',
      'maxPeople',
      'howOften',
      'bookingLimit',
      'minNoticeHours',
      'maxAdvanceDays',
      'requiresApproval',
      'deposit',
    ],
  },
  { key: 'messages', fields: ['bookingMessage', 'terms'] },
];

/** `HH:MM` for a time input; midnight closing (`24:00`) is typed as 00:00. */
const inputTime = (minutes: number) => (minutes >= 1440 ? '00:00' : clockText(minutes));

/**
 * The week's hours of operation: per weekday open or closed, and its opening and closing times
 * on the property's clock. Each day is its own field (`mondayHours`…); this edits all seven.
 */
function WeeklyHoursEditor({ form, create }: { form: ResourceFormFieldApi; create: boolean }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const keys = WEEKDAYS.map(hoursFieldOf);
  const blankWeek = keys.every((k) => !form.values[k]);
  useEffect(() => {
    if (create && blankWeek) for (const k of keys) form.setValue(k, DEFAULT_HOURS);
    // Once, when the create form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setDay = (key: string, open: string, close: string) => form.setValue(key, `${open}-${close}`);
  const firstOpen = keys.map((k) => form.values[k]).find((v) => typeof v === 'string' && parseDayHours(v));

  // The section's title names it: the wrapper only explains the clock.
  return (
    <Input.Wrapper description={t(text.hoursHelp as Label)} data-testid="weekly-hours">
      <Table mt="xs" verticalSpacing={6} withRowBorders={false} layout="fixed">
        <Table.Tbody>
          {WEEKDAYS.map((day) => {
            const key = hoursFieldOf(day);
            const raw = form.values[key];
            const hours = parseDayHours(raw);
            const open = hours !== null;
            // A malformed value (from an import) is shown as typed, to correct.
            const [from, to] = hours ? [inputTime(hours.open), inputTime(hours.close)] : String(raw ?? '').split('-');
            const error = form.errors[key];
            return (
              <Table.Tr key={day} data-day={day}>
                <Table.Td w={{ base: 96, sm: 130 }}>
                  <Text size="sm" fw={500}>
                    {t(WEEKDAY_LABELS[day])}
                  </Text>
                </Table.Td>
                <Table.Td w={{ base: 92, sm: 120 }}>
                  <Switch
                    size="sm"
                    checked={open}
                    label={t(open ? (text.open as Label) : (text.closedThatDay as Label))}
                    onChange={(e) => form.setValue(key, e.currentTarget.checked ? DEFAULT_HOURS : null)}
                    aria-label={`${t(WEEKDAY_LABELS[day])}: ${t(text.open as Label)}`}
                    data-testid={`hours-open-${day}`}
                  />
                </Table.Td>
                <Table.Td>
                  {open ? (
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <TextInput
                        type="time"
                        size="xs"
                        aria-label={`${t(WEEKDAY_LABELS[day])}: ${t(text.opensAt as Label)}`}
                        value={from ?? ''}
                        onChange={(e) => setDay(key, e.currentTarget.value, to ?? '')}
                        error={error}
                        data-testid={`hours-from-${day}`}
                      />
                      <Text size="sm" mt={4}>
                        –
                      </Text>
                      <TextInput
                        type="time"
                        size="xs"
                        aria-label={`${t(WEEKDAY_LABELS[day])}: ${t(text.closesAt as Label)}`}
                        value={to ?? ''}
                        onChange={(e) => setDay(key, from ?? '', e.currentTarget.value)}
                        error={error ? ' ' : undefined}
                        data-testid={`hours-to-${day}`}
                      />
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t(text.closedAllDay as Label)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {firstOpen ? (
        <Stack align="flex-start" mt="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              for (const k of keys) if (form.values[k]) form.setValue(k, firstOpen);
            }}
            data-testid="hours-same-every-day"
          >
            {t(text.sameHours as Label)}
          </Button>
        </Stack>
      ) : null}
    </Input.Wrapper>
  );
}

/** `/amenities/new` and `/amenities/edit/{id}`: the generic form, with the week's hours in one editor. */
export function AmenityForm({ mode, id }: { mode: 'create' | 'edit'; id?: string }) {
  return (
    <ResourceForm
      key={`amenities:${mode}:${id ?? ''}`}
      def={amenity}
      mode={mode}
      {...(id ? { id } : {})}
      sections={SECTIONS}
      renderField={{ mondayHours: (form) => <WeeklyHoursEditor form={form} create={mode === 'create'} /> }}
    />
  );
}
