import { ReferenceMessages } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { checkMaterialName, MATERIAL_NAME_MAX } from './rules.ts';

describe('checkMaterialName', () => {
  it('requires a name', () => {
    expect(checkMaterialName('')).toEqual({ ok: false, message: ReferenceMessages.materialList.required });
  });

  it('treats blanks as empty', () => {
    expect(checkMaterialName('   ')).toEqual({ ok: false, message: ReferenceMessages.materialList.required });
  });

  it('trims the name it accepts', () => {
    expect(checkMaterialName('  Gravel 3/4" ')).toEqual({ ok: true, value: 'Gravel 3/4"' });
  });

  it('accepts 50 characters and refuses 51', () => {
    expect(MATERIAL_NAME_MAX).toBe(50);
    expect(checkMaterialName('x'.repeat(50))).toEqual({ ok: true, value: 'x'.repeat(50) });
    expect(checkMaterialName('x'.repeat(51))).toEqual({
      ok: false,
      message: ReferenceMessages.materialList.tooLong,
    });
  });

  it('measures the length after trimming', () => {
    expect(checkMaterialName(` ${'x'.repeat(50)} `)).toEqual({ ok: true, value: 'x'.repeat(50) });
  });
});
