import { useState } from 'react';
import { Badge, SegmentedControl } from '@mantine/core';
import { slugFor, type Label } from '@portico/contracts/kit';
import { covenantComment } from '@portico/contracts/community';
import { labelText, useCan, useLanguage, usePrincipal } from '@portico/shell-sdk';
import { Conversation, type ResourceRecord } from '@portico/shell-ui';
import { covenantText as text } from './text';

type Visibility = 'resident' | 'internal';

/**
 * The enforcement's comments, in the kit's conversation: resident-visible ones (the resident
 * reads and answers them) and internal ones (managers and staff only — the server never sends
 * them to a resident). Staff choose the visibility of what they post; a resident's is decided
 * by the server.
 */
export function CovenantComments({ record }: { record: ResourceRecord }) {
  const language = useLanguage();
  const t = (label: Label) => labelText(label, language);
  const can = useCan();
  const resident = usePrincipal()?.roles.includes('resident') ?? false;
  const [visibility, setVisibility] = useState<Visibility>('resident');
  return (
    <Conversation
      messageDef={covenantComment}
      parentField="covenantEnforcementId"
      parentId={record.id}
      mayWrite={can(slugFor(covenantComment, 'create')) && record.status === 'active'}
      title={text.comments}
      testIdPrefix="covenant-comment"
      words={text}
      extraFields={resident ? undefined : { visibility }}
      composerExtra={
        resident ? null : (
          <SegmentedControl
            size="xs"
            value={visibility}
            onChange={(v) => setVisibility(v as Visibility)}
            data={[
              { value: 'resident', label: t(text.resident) },
              { value: 'internal', label: t(text.internal) },
            ]}
          />
        )
      }
      messageBadge={(c) => (c.visibility === 'internal' ? <Badge color="gray">{t(text.internal)}</Badge> : null)}
    />
  );
}
