import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {hashInputs, stampIsCurrent, writeStamp} from './plugin/generatedStamp';

describe('regeneration stamp of a generated folder', () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-stamp-'));
  fs.writeFileSync(path.join(siteDir, 'a.ts'), 'one');

  it('changes with an input file and is kept in the output folder', () => {
    const before = hashInputs(siteDir, ['a.ts']);
    const out = path.join(siteDir, 'out');
    fs.mkdirSync(out);
    writeStamp(out, before);
    expect(stampIsCurrent(out, before)).toBe(true);
    fs.writeFileSync(path.join(siteDir, 'a.ts'), 'two');
    expect(stampIsCurrent(out, hashInputs(siteDir, ['a.ts']))).toBe(false);
  });

  it('an input that does not exist stops the generation, naming it', () => {
    expect(() => hashInputs(siteDir, ['a.ts', 'src/features/moved/generate.ts'])).toThrow(
      /src\/features\/moved\/generate\.ts does not exist/,
    );
  });
});
