import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { notification, notificationTemplate } from '@portico/contracts/community';
import { api, errorMessage, labelText, toast, useLanguage } from '@portico/shell-sdk';
import { Icon, RefSelect, ResourceForm, entityNamed, type ResourceFormFieldApi, type ResourceFormSection } from '@portico/shell-ui';
import { RecipientsCount } from './RecipientsCount';
import { TEXT } from './text';

// People's (access) entity, from the host's kit: this remote bundles only community's definitions (ADR 0074).
const group = entityNamed('group');
const f = notification.fields;

const SECTIONS: readonly ResourceFormSection[] = [
  { key: 'message', title: TEXT.message, fields: ['title', 'templateId', 'notes', 'description'] },
  {
    key: 'audience',
    title: TEXT.audience,
    fields: ['audiencePropertyId', 'audienceUserIds', 'audienceUserGroupIds', 'audienceUnitGroupIds', 'audienceNotificationGroupIds'],
  },
  { key: 'delivery', title: TEXT.delivery, fields: ['channelConsole', 'channelMail'] },
];

/** The description with "Draft with AI": a suggestion from title and notes, put in the box to edit. */
function DescriptionWithAi({ form }: { form: ResourceFormFieldApi }) {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const draft = async () => {
    setBusy(true);
    try {
      const res = await api.post<{ description: string }>('/notifications/ai-draft', {
        title: form.values.title ?? null,
        notes: form.values.notes ?? null,
      });
      form.setValue('description', res.description);
      toast.success(labelText(TEXT.aiDone, language));
    } catch (err) {
      toast.error(labelText(TEXT.draftWithAi, language), errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Textarea
        name="description"
        data-field="description"
        label={labelText(f.description.label, language)}
        autosize
        minRows={5}
        maxLength={f.description.max}
        value={typeof form.values.description === 'string' ? form.values.description : ''}
        onChange={(e) => form.setValue('description', e.currentTarget.value)}
        error={form.error}
      />
      <Group gap="sm">
        <Button
          variant="light"
          size="xs"
          loading={busy}
          onClick={() => void draft()}
          leftSection={<Icon name="edit" size={14} />}
          data-testid="ai-draft"
        >
          {labelText(TEXT.draftWithAi, language)}
        </Button>
        <Text size="xs" c="dimmed">
          {labelText(TEXT.aiHint, language)}
        </Text>
      </Group>
    </Stack>
  );
}

/** A channel switch; a new notification starts with both channels on. */
function ChannelSwitch({ form, name, create }: { form: ResourceFormFieldApi; name: 'channelConsole' | 'channelMail'; create: boolean }) {
  const language = useLanguage();
  const started = useRef(false);
  useEffect(() => {
    if (create && !started.current) form.setValue(name, true);
    started.current = true;
  }, [create, form, name]);
  return (
    <Switch
      name={name}
      data-field={name}
      label={labelText(f[name]!.label, language)}
      checked={form.values[name] === true}
      onChange={(e) => form.setValue(name, e.currentTarget.checked)}
      error={form.error}
    />
  );
}

/** A group picker narrowed to one kind of group. */
function groupPicker(
  key: 'audienceUserGroupIds' | 'audienceUnitGroupIds' | 'audienceNotificationGroupIds',
  groupType: string,
  withCount = false,
) {
  return function GroupPicker(form: ResourceFormFieldApi) {
    return <GroupPickerField form={form} name={key} groupType={groupType} withCount={withCount} />;
  };
}

function GroupPickerField({
  form,
  name,
  groupType,
  withCount,
}: {
  form: ResourceFormFieldApi;
  name: keyof typeof f;
  groupType: string;
  withCount: boolean;
}) {
  const language = useLanguage();
  return (
    <Stack gap="sm">
      <RefSelect
        name={name}
        target={group}
        label={labelText(f[name]!.label, language)}
        multiple
        value={form.values[name] ?? []}
        onChange={(v) => form.setValue(name, v)}
        error={form.error}
        filters={{ groupType }}
      />
      {withCount ? <RecipientsCount values={form.values} /> : null}
    </Stack>
  );
}

/** Choosing a template fills the title and description when they are still empty. */
function TemplatePicker({ form }: { form: ResourceFormFieldApi }) {
  const language = useLanguage();
  return (
    <RefSelect
      name="templateId"
      target={notificationTemplate}
      label={labelText(f.templateId.label, language)}
      value={form.values.templateId ?? null}
      error={form.error}
      onChange={(value) => {
        const id = Array.isArray(value) ? value[0] : value;
        form.setValue('templateId', id || null);
        if (!id) return;
        void api.get<Record<string, unknown>>(`/${notificationTemplate.module}/${id}`).then((t) => {
          if (!form.values.title) form.setValue('title', t.title);
          if (!form.values.description) form.setValue('description', t.description);
        });
      }}
    />
  );
}

/** `/notifications/new` and `/notifications/edit/{id}`: compose, with the reach shown before sending. */
export function NotificationForm({ mode, id }: { mode: 'create' | 'edit'; id?: string }) {
  return (
    <ResourceForm
      key={`notifications:${mode}:${id ?? ''}`}
      def={notification}
      mode={mode}
      {...(id ? { id } : {})}
      sections={SECTIONS}
      renderField={{
        description: (form) => <DescriptionWithAi form={form} />,
        templateId: (form) => <TemplatePicker form={form} />,
        audienceUserGroupIds: groupPicker('audienceUserGroupIds', 'user'),
        audienceUnitGroupIds: groupPicker('audienceUnitGroupIds', 'unit'),
        audienceNotificationGroupIds: groupPicker('audienceNotificationGroupIds', 'notification', true),
        channelConsole: (form) => <ChannelSwitch form={form} name="channelConsole" create={mode === 'create'} />,
        channelMail: (form) => <ChannelSwitch form={form} name="channelMail" create={mode === 'create'} />,
      }}
    />
  );
}
