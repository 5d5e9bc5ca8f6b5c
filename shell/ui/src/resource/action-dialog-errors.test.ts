import { dialogAlertMessages } from './action-dialog-errors';

const refused = (fieldErrors: { path: string; message: string }[]) => ({ message: 'Validation failed', fieldErrors });

it('names a refusal about the record’s own fields, which no input of the dialog shows', () => {
  expect(dialogAlertMessages(refused([{ path: 'message', message: 'Write the message before sending it.' }]), ['reason'])).toEqual([
    'Write the message before sending it.',
  ]);
});

it('leaves a field message to the input it belongs to', () => {
  expect(dialogAlertMessages(refused([{ path: 'reason', message: 'Reason is required' }]), ['reason'])).toEqual([]);
});

it('shows the refusal itself when it names no field, and nothing without one', () => {
  expect(dialogAlertMessages({ message: 'Not allowed in this state' }, ['reason'])).toEqual(['Not allowed in this state']);
  expect(dialogAlertMessages(null, ['reason'])).toEqual([]);
});
