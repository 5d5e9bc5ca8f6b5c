import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { actionSlug, canTransition } from '@portico/contracts/kit';
import { PICKUP_TYPES, parcel, parcelSignOut as signOut } from '@portico/contracts/community';
import { errorMessage, labelText, useCan, useLanguage, useViewAs } from '@portico/shell-sdk';
import { Icon, type ResourceRecord, uploadAttachments, useRecordAction } from '@portico/shell-ui';
import { SignaturePad, type SignaturePadApi } from './SignaturePad';
import { PARCEL_TEXT } from './text';

/**
 * Sign-out at the desk: the recipient draws their signature, the PNG is stored as the parcel's
 * attachment (platform attachments), then the sign-out action names it with the pick-up type.
 */
export function SignOutButton({ record }: { record: ResourceRecord }) {
  const language = useLanguage();
  const can = useCan();
  const viewAs = useViewAs();
  const [open, setOpen] = useState(false);
  if (viewAs.active || record.status !== 'active' || !canTransition(signOut, record.state) || !can(actionSlug(signOut))) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} leftSection={<Icon name="edit" size={16} />} data-testid="parcel-sign-out">
        {labelText(PARCEL_TEXT.signOut, language)}
      </Button>
      {open ? <SignOutDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function SignOutDialog({ record, onClose }: { record: ResourceRecord; onClose: () => void }) {
  const language = useLanguage();
  const run = useRecordAction(parcel, signOut);
  const pad = useRef<SignaturePadApi | null>(null);
  const [signed, setSigned] = useState(false);
  const [pickupType, setPickupType] = useState<string>('front-desk');
  const [pickedUpBy, setPickedUpBy] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const blob = await pad.current?.toBlob();
    if (!signed || !blob) return setProblem(labelText(PARCEL_TEXT.mustSign, language));
    setBusy(true);
    try {
      const stored = await uploadAttachments(parcel, record.id, [new File([blob], `signature-${record.id}.png`, { type: 'image/png' })]);
      const attachment = stored.items[0];
      if (!attachment) throw new Error(labelText(PARCEL_TEXT.mustSign, language));
      await run.mutateAsync({ record, body: { pickupType, pickedUpBy, signatureAttachmentId: attachment.id } });
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={labelText(PARCEL_TEXT.signOutTitle, language)} size="lg" data-testid="sign-out-dialog">
      <Stack gap="md">
        <SegmentedControl
          value={pickupType}
          onChange={setPickupType}
          data={PICKUP_TYPES.map((p) => ({ value: p.value, label: labelText(p.label, language) }))}
          data-testid="pickup-type"
        />
        <TextInput
          label={labelText(parcel.fields.pickedUpBy.label, language)}
          value={pickedUpBy}
          onChange={(e) => setPickedUpBy(e.currentTarget.value)}
          required
          maxLength={120}
          data-testid="picked-up-by"
        />
        <SignaturePad onChange={setSigned} onReady={(api) => (pad.current = api)} />
        {problem ? (
          <Alert color="danger" data-testid="sign-out-error">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {labelText(PARCEL_TEXT.cancel, language)}
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={!pickedUpBy.trim()} data-testid="sign-out-confirm">
            {labelText(PARCEL_TEXT.confirm, language)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
