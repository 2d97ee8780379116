// A LinkedIn export of an account using LinkedIn in another language: file names and column headers
// stay English (the interface language is a value of Ad_Targeting.csv, "en_US" in a sample; the
// German value below is not from one), so it reads as any other.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

describe('LinkedIn export of a non-English account', () => {
  it('reads the profile, whatever the interface locale', async () => {
    const r = await importExport(
      filesSource({
        'Profile.csv':
          'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
          'Alex,Beispiel,,,Jan 1,Ingenieurin,Ich baue Brücken,Bauwesen,10115,"Berlin, Deutschland",,,\n',
        'Ad_Targeting.csv': 'Member Age,Interface Locales,interfaceLocale\n25 to 34,German,de_DE\n',
      }),
    );
    expect(r.platform).toBe('linkedin');
    expect(r.dataset.profile.names.map((n) => n.value)).toContain('Alex Beispiel');
    expect(r.dataset.profile.locations.map((l) => l.value)).toContain('Berlin, Deutschland');
  });
});
