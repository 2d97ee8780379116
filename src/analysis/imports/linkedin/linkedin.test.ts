// A LinkedIn export of an account using LinkedIn in another language: file names and column headers
// stay English (the interface language is a value of Ad_Targeting.csv, "en_US" in a sample; the
// German value below is not from one), so it reads as any other; a header that is not English is
// named, and files Footprint does not read are listed.
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

  it('lists the CSV files it does not read instead of counting them as read', async () => {
    const r = await importExport(
      filesSource({
        'Email Addresses.csv':
          'Email Address,Confirmed,Primary,Updated On\nuser1@example.com,Yes,Yes,1/2/24, 3:04 PM\n',
        'Ad_Targeting.csv': 'Member Age,Interface Locales\n25 to 34,German\n',
      }),
    );
    expect(r.dataset.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
    expect(r.unreadFiles).toEqual([
      expect.objectContaining({ path: 'Ad_Targeting.csv', status: 'not-read' }),
    ]);
  });

  it('says which language a header it cannot match is in, rather than dropping its facts silently', async () => {
    const r = await importExport(
      filesSource({
        'Email Addresses.csv': 'E-posta Adresi,Onaylandı,Birincil\nuser1@example.com,Evet,Evet\n',
      }),
    );
    expect(r.unreadFiles).toEqual([
      expect.objectContaining({
        path: 'Email Addresses.csv',
        status: 'partly-read',
        why: expect.stringContaining('a language Footprint cannot read yet: Turkish'),
      }),
    ]);
  });

  it('recognises and reads a file saved twice ("Connections (1).csv") after its notes lines', async () => {
    const r = await importExport(
      filesSource({
        'Connections (1).csv':
          'Notes:\n"When exporting your connection data, you may notice that some of the email addresses are missing."\n\n' +
          'First Name,Last Name,URL,Email Address,Company,Position,Connected On\n' +
          'Sam,Example,https://www.linkedin.com/in/sam-example,,Example Co,Engineer,01 Jan 2024\n',
      }),
    );
    expect(r.platform).toBe('linkedin');
    expect(r.dataset.connections.connections).toBe(1);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('LinkedIn files found alone', () => {
  it('reads Comments.csv as the member’s comments', async () => {
    const r = await importExport(
      filesSource({
        'Comments.csv':
          'Date,Link,Message\n2023-05-02 18:43:34,https://www.linkedin.com/feed/update/urn%3Ali%3Aactivity%3A1,Congratulations\n',
      }),
    );
    expect(r.platform).toBe('linkedin');
    expect(r.dataset.posts.map((p) => [p.kind, p.text, p.at, p.links])).toEqual([
      [
        'comment',
        'Congratulations',
        '2023-05-02T18:43:34.000Z',
        ['https://www.linkedin.com/feed/update/urn%3Ali%3Aactivity%3A1'],
      ],
    ]);
  });

  it('recognises a file it does not read by the name LinkedIn gives it, and lists it', async () => {
    const r = await importExport(
      filesSource({
        'Certifications.csv': 'Name,Url,Authority,Started On,Finished On\nA,,B,Jan 2020,\n',
      }),
    );
    expect(r.platform).toBe('linkedin');
    expect(r.unreadFiles.map((f) => f.path)).toEqual(['Certifications.csv']);
  });
});

describe('LinkedIn files found alone', () => {
  const alone = (name: string, text: string) => importExport(filesSource({ [name]: text }));

  it('takes a generic name (Comments.csv) for LinkedIn by its header and reads it', async () => {
    const r = await alone(
      'Comments.csv',
      'Date,Link,Message\n2024-03-01 10:00:00,https://www.linkedin.com/feed/update/urn:li:activity:1,Congrats!\n',
    );
    expect(r.platform).toBe('linkedin');
    expect(r.dataset.posts.filter((p) => p.kind === 'comment').map((p) => p.text)).toEqual([
      'Congrats!',
    ]);
  });

  it('does not take a file for LinkedIn by a generic name alone', async () => {
    await expect(alone('Comments.csv', 'id,author,body\n1,someone,hello\n')).rejects.toThrow();
    await expect(
      alone('Calendar.csv', 'Subject,Start Date,End Date\nMeeting,1/1/2024,\n'),
    ).rejects.toThrow();
  });

  it('lists a LinkedIn file no handler reads (Calendar.csv, messages.csv) as not read', async () => {
    for (const [name, text] of [
      ['Calendar.csv', 'Owner,Source,LastSyncedAt\nuser1@example.com,GOOGLE,2024-01-01\n'],
      [
        'messages.csv',
        'CONVERSATION ID,CONVERSATION TITLE,FROM,SENDER PROFILE URL,TO,DATE,SUBJECT,CONTENT,FOLDER\n',
      ],
    ]) {
      const r = await alone(name!, text!);
      expect(r.platform, name).toBe('linkedin');
      expect(r.unreadFiles.map((f) => [f.path, f.status])).toEqual([[name, 'not-read']]);
    }
  });

  it('reads a renamed file by its header (Job Applications saved as jobs_applied.csv)', async () => {
    const r = await alone(
      'my_applications.csv',
      'Application Date,Contact Email,Contact Phone Number,Company Name,Job Title,Job Url,Resume Name,Question And Answers\n' +
        '1/5/24,user1@example.com,+1 555 555 0100,Example Company,Engineer,https://www.linkedin.com/jobs/view/1,,\n',
    );
    expect(r.platform).toBe('linkedin');
    expect(r.dataset.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
    expect(r.dataset.profile.phones.map((p) => p.value)).toEqual(['+1 555 555 0100']);
  });

  it('recognises Connections.csv after its notes lines, and a 2018 UTF-16 file', async () => {
    const notes =
      'Notes:\n"When exporting your connection data, you may notice that some of the email addresses are missing."\n\n' +
      'First Name,Last Name,URL,Email Address,Company,Position,Connected On\nA,B,,,,,01 Jan 2024\n';
    expect((await alone('Connections.csv', notes)).dataset.connections.connections).toBe(1);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...[
        ...'"Login Date"\t"IP Address"\t"User Agent"\t"Login Type"\n"2018/08/18 17:16:55 UTC"\t"192.0.2.1"\t"Mozilla/5.0"\t"Website Login"\n',
      ].flatMap((c) => [c.charCodeAt(0), 0]),
    ]);
    const r = await importExport(filesSource({ 'Logins.csv': utf16 }));
    expect(r.platform).toBe('linkedin');
    expect(r.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.1']);
  });
});

describe('LinkedIn job application answers', () => {
  it('takes the answers to phone and e-mail questions for the user’s own', async () => {
    const r = await importExport(
      filesSource({
        'Job Applicant Saved Answers.csv':
          'Question,Answer\nMobile phone number,+1 555 555 0100\nEmail address,user1@example.com\nCan we call your phone?,Yes\nHow many years of experience do you have?,5\n',
      }),
    );
    expect(r.platform).toBe('linkedin');
    expect(r.dataset.profile.phones.map((p) => p.value)).toEqual(['+1 555 555 0100']);
    expect(r.dataset.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('LinkedIn Profile.csv of an older column set', () => {
  it('reads a Profile.csv found alone whose columns after the third differ from today’s', async () => {
    const r = await importExport(
      filesSource({
        'data/Profile.csv':
          'First Name,Last Name,Maiden Name,Created Date,Address,Birth Date,Contact Instructions,Marital Status,Headline,Summary,Industry,Association\n' +
          'Alex,Sample,,28/08/2007 21:34:08 UTC,,,,,"Writer at Example Company",Writes.,Publishing,\n',
      }),
    );
    expect(r.platform).toBe('linkedin');
    expect(r.dataset.profile.names.map((n) => n.value)).toEqual(['Alex Sample']);
  });

  it('does not take a CSV named Profile.csv for LinkedIn’s when it opens with other columns', async () => {
    await expect(
      importExport(
        filesSource({ 'Profile.csv': 'First Name,Last Name,Nickname,Email\nA,B,C,D\n' }),
      ),
    ).rejects.toThrow(/does not look like a data export/);
  });
});
