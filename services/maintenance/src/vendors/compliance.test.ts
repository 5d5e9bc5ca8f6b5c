import { PorticoError } from '@portico/contracts';
import { assertCompliant, lapsedBefore, remindersDue } from './compliance';

const vendor = {
  businessName: 'CoolAir HVAC',
  licenseExpiresOn: '2027-01-01',
  insuranceExpiresOn: '2026-11-14',
  bondExpiresOn: '2027-06-30',
};

describe('vendor compliance', () => {
  it('finds the documents that lapse before the work date', () => {
    expect(lapsedBefore(vendor, '2026-11-20')).toEqual(['insurance']);
    expect(lapsedBefore(vendor, '2026-11-14')).toEqual([]);
    expect(lapsedBefore({ ...vendor, bondExpiresOn: null }, '2026-11-01')).toEqual(['bond']);
  });

  it('refuses a lapsed vendor with a message naming what lapsed', () => {
    const refusal = (() => {
      try {
        assertCompliant(vendor, '2027-02-01');
        return undefined;
      } catch (err) {
        return err;
      }
    })();
    expect(refusal).toBeInstanceOf(PorticoError);
    expect((refusal as PorticoError).details).toEqual({
      fieldErrors: [
        { path: 'vendorId', message: 'CoolAir HVAC cannot take this work: their license and insurance lapse before 2027-02-01.' },
      ],
    });
    expect(() => assertCompliant(vendor, '2026-11-01')).not.toThrow();
  });

  it('reminds 60, 30 and 7 days before an expiry, not on other days', () => {
    expect(remindersDue(vendor, '2026-11-07')).toEqual([{ document: 'insurance', expiresOn: '2026-11-14', daysLeft: 7 }]);
    expect(remindersDue(vendor, '2026-11-08')).toEqual([]);
    expect(remindersDue(vendor, '2026-11-02')).toEqual([{ document: 'license', expiresOn: '2027-01-01', daysLeft: 60 }]);
  });
});
