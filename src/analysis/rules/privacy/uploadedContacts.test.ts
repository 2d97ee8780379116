import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { uploadedContacts } from './uploadedContacts.ts';

describe('uploadedContacts', () => {
  it('flags an uploaded address book with its size', () => {
    const d = dataset('facebook', (x) => (x.connections.contactsUploaded = 120));
    expect(finding(uploadedContacts, d)).toMatchObject({ count: 120, riskLevel: 'medium' });
  });

  it('finds nothing when no contacts were uploaded, and cannot decide when the export does not say', () => {
    expect(
      check(
        uploadedContacts,
        dataset('linkedin', (x) => (x.connections.contactsUploaded = 0)),
      ),
    ).toBeNull();
    expect(
      check(
        uploadedContacts,
        dataset('x', (x) => (x.connections.followers = 3)),
      ),
    ).toMatchObject({
      notDeterminable: expect.stringContaining('does not say'),
    });
  });
});
