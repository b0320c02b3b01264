/** Captured mail never leaves an unfinished `.eml.tmp` behind: not after a full disk, not after kill -9. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskMailFiles, fileMailer, type OutgoingMail } from './mailer.ts';

const mail = (n: number): OutgoingMail => ({
  messageId: `<0b7c4a52-1f7e-4d43-9a3a-3f0f5f0e2c1${n}@site.test>`,
  from: 'Tallowood Digital <hello@tallowood.digital>',
  to: 'reader@example.com',
  subject: 'Hello',
  text: 'Hello',
  html: '<p>Hello</p>',
});

describe('captured mail files', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lead-api-eml-'));
    folders.push(dir);
    return join(dir, 'mail');
  };

  it('removes the unfinished file when the disk is full', async () => {
    const dir = folder();
    const mailer = fileMailer(dir, {
      ...diskMailFiles,
      async writeSynced(path, data) {
        // Half the message reaches the disk, then it is full.
        writeFileSync(path, data.subarray(0, data.length / 2));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    });
    await expect(mailer.send(mail(1))).rejects.toThrow(/ENOSPC/);
    expect(readdirSync(dir)).toEqual([]);
    mailer.close();
  });

  it('sweeps files left unfinished by a process killed mid-write when it starts', async () => {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    const left = join(dir, '2026-11-25T10-00-00-000Z-0b7c4a52-1f7e-4d43-9a3a-3f0f5f0e2c19.eml.tmp');
    writeFileSync(left, 'From: half a message');
    const old = new Date(Date.now() - 60_000);
    utimesSync(left, old, old);
    // Another instance's message being written this moment is not debris.
    const inFlight = join(dir, 'in-flight.eml.tmp');
    writeFileSync(inFlight, 'From: being written');
    const future = new Date(Date.now() + 60_000);
    utimesSync(inFlight, future, future);
    const mailer = fileMailer(dir);
    await mailer.send(mail(2));
    const names = readdirSync(dir);
    expect(names).not.toContain(left.slice(dir.length + 1));
    expect(names).toContain('in-flight.eml.tmp');
    expect(names.filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    mailer.close();
  });
});
