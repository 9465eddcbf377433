// The self-test's check of how Google Forms stores an answer that looks like a number (the formAnswers
// switch, docs/PLATFORM.md): only a real form writes a responses tab, so it is read from the connected
// report form's tab, and left out while there is no answer to read. Run under both choices of the switch.
import { describe, expect, it } from 'vitest';
import { BUILT_IN_DEFAULTS, linkFormTab, submitFormResponse } from '../../local/emulator';
import type { Format } from '../../src/engine/format';
import { getFormat } from '../../src/engine/formats/registry';
import type { ActionResult, SelfTestResult } from '../../src/shared/types';
import { reportQuestions } from '../../src/sheets/reports/questions';
import { openArtifact } from '../support/artifact';
import { setupSealed } from '../support/sealed';

const CHECK = 'form answers that look like numbers';
const TAB = 'Form Responses 1';

function selfTest(formAnswers: 'text' | 'typed', answered: boolean) {
  const a = openArtifact();
  a.emu.setPlatform({ ...BUILT_IN_DEFAULTS, formAnswers });
  setupSealed(a, ['Ann', 'Bob', 'Cat', 'Dee']);
  linkFormTab(
    a.emu,
    TAB,
    reportQuestions(getFormat('sealed-deck') as Format).map((q) => q.title),
  );
  expect(a.call<ActionResult>('connectReportForm', { tab: TAB }).ok).toBe(true);
  if (answered) submitFormResponse(a.emu, TAB, { Round: '1', Table: '1', 'Your name': 'Ann' });
  return a.call<SelfTestResult>('runSelfTest').checks.find((c) => c.name === CHECK);
}

describe('self-test: how a linked form stores a number-like answer', () => {
  it('reads the connected form tab: text under formAnswers=text, a number (for information) under typed', () => {
    expect(selfTest('text', true)).toEqual({
      name: CHECK,
      ok: true,
      expected: 'text',
      actual: 'text',
      info: true,
    });
    const typed = selfTest('typed', true);
    expect(typed).toMatchObject({ ok: false, actual: 'number', info: true });
  });

  it('is left out while no one has answered, and when no form is connected', () => {
    expect(selfTest('text', false)).toBeUndefined();
    const a = openArtifact();
    setupSealed(a, ['Ann', 'Bob']);
    expect(a.call<SelfTestResult>('runSelfTest').checks.some((c) => c.name === CHECK)).toBe(false);
  });
});
