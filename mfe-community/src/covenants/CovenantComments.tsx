import { useState } from 'react';
import { Badge, Button, Card, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { covenantComment, slugFor, type Label } from '@portico/contracts';
import { api, errorMessage, formatDateTime, labelText, toast, useCan, useLanguage, usePrincipal } from '@portico/shell-sdk';
import { resourceKeys, useResourceList, type ResourceRecord } from '@portico/shell-ui';

const text = {
  comments: { en: 'Comments', es: 'Comentarios' },
  empty: { en: 'No comments yet.', es: 'Aún no hay comentarios.' },
  placeholder: { en: 'Write a comment…', es: 'Escriba un comentario…' },
  post: { en: 'Post comment', es: 'Publicar comentario' },
  failed: { en: 'Could not post the comment', es: 'No se pudo publicar el comentario' },
  resident: { en: 'Resident can see', es: 'Visible para el residente' },
  internal: { en: 'Internal only', es: 'Solo interno' },
} satisfies Record<string, Label>;

/**
 * The enforcement's comments: resident-visible ones (the resident reads and answers them) and
 * internal ones (managers and staff only — the server never sends them to a resident).
 */
export function CovenantComments({ record }: { record: ResourceRecord }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const can = useCan();
  const principal = usePrincipal();
  const client = useQueryClient();
  const resident = principal?.roles.includes('resident') ?? false;
  const comments = useResourceList(covenantComment, {
    limit: 100,
    status: 'active',
    sort: 'createdAt',
    direction: 'asc',
    filters: { covenantEnforcementId: record.id },
  });
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<'resident' | 'internal'>('resident');
  const mayWrite = can(slugFor(covenantComment, 'create')) && record.status === 'active';
  const post = useMutation({
    mutationFn: () =>
      api.post<ResourceRecord>(`/${covenantComment.module}`, {
        covenantEnforcementId: record.id,
        body: body.trim(),
        ...(resident ? {} : { visibility }),
      }),
    onSuccess: async () => {
      setBody('');
      await client.invalidateQueries({ queryKey: resourceKeys.all(covenantComment.module) });
    },
    onError: (error) => toast.error(t(text.failed), errorMessage(error)),
  });
  const items = comments.data?.items ?? [];
  return (
    <Card data-testid="covenant-comments">
      <Title order={5} mb="sm">
        {t(text.comments)}
      </Title>
      <Stack gap="sm" mb="md">
        {comments.isLoading ? <Skeleton height={50} /> : null}
        {!comments.isLoading && items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(text.empty)}
          </Text>
        ) : null}
        {items.map((c) => (
          <Paper key={c.id} withBorder p="sm" radius="md" data-testid="covenant-comment" data-visibility={String(c.visibility)}>
            <Group justify="space-between" gap="xs" mb={4}>
              <Text fw={600} size="sm">
                {typeof c.authorName === 'string' && c.authorName ? c.authorName : '—'}
              </Text>
              <Group gap="xs">
                {c.visibility === 'internal' ? <Badge color="gray">{t(text.internal)}</Badge> : null}
                <Text size="xs" c="dimmed">
                  {formatDateTime(c.createdAt as string)}
                </Text>
              </Group>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {String(c.body ?? '')}
            </Text>
          </Paper>
        ))}
      </Stack>
      {mayWrite ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (body.trim() && !post.isPending) post.mutate();
          }}
        >
          <Stack gap="xs">
            <Textarea
              aria-label={t(text.placeholder)}
              placeholder={t(text.placeholder)}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={covenantComment.fields.body?.max}
              data-testid="covenant-comment-body"
            />
            <Group justify="space-between">
              {resident ? (
                <span />
              ) : (
                <SegmentedControl
                  size="xs"
                  value={visibility}
                  onChange={(v) => setVisibility(v as 'resident' | 'internal')}
                  data={[
                    { value: 'resident', label: t(text.resident) },
                    { value: 'internal', label: t(text.internal) },
                  ]}
                />
              )}
              <Button type="submit" loading={post.isPending} disabled={!body.trim()} data-testid="covenant-comment-post">
                {t(text.post)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Card>
  );
}
