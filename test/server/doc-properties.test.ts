// One Properties read per action: later gets are served from it, and a set is both stored and seen.
import { describe, expect, it } from 'vitest';
import { docProperties } from '../../src/server/doc-properties';
import { serverGlobals } from '../support/server-globals';

const g = serverGlobals();

describe('docProperties', () => {
  it('reads what the document holds and writes through to it', () => {
    g.emu.PropertiesService.getDocumentProperties().setProperty('a', '1');
    const props = docProperties();
    expect(props.get('a')).toBe('1');
    expect(props.get('missing')).toBeNull();
    props.set('b', '2');
    expect(props.get('b')).toBe('2');
    expect(g.emu.PropertiesService.getDocumentProperties().getProperty('b')).toBe('2');
    expect(docProperties().get('b')).toBe('2');
  });

  it('a set before any get is stored, and read back by the next get', () => {
    const props = docProperties();
    props.set('c', 'x');
    expect(props.get('c')).toBe('x');
  });
});
