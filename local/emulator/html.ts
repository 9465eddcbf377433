import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exception } from './errors';
import type { Exec } from './exec';

type GHtmlService = GoogleAppsScript.HTML.HtmlService;
type GHtmlOutput = GoogleAppsScript.HTML.HtmlOutput;

type OutputMethods =
  | 'setTitle'
  | 'getTitle'
  | 'getContent'
  | 'setContent'
  | 'append'
  | 'setWidth'
  | 'getWidth'
  | 'setHeight'
  | 'getHeight'
  | 'setSandboxMode'
  | 'setXFrameOptionsMode'
  | 'addMetaTag';

class EmuHtmlOutput implements Pick<GHtmlOutput, OutputMethods> {
  private title = '';
  private width = 0;
  private height = 0;
  readonly metaTags: { name: string; content: string }[] = [];
  constructor(private content: string) {}
  private self(): GHtmlOutput {
    return this as unknown as GHtmlOutput;
  }
  setTitle(title: string): GHtmlOutput {
    this.title = String(title);
    return this.self();
  }
  getTitle(): string {
    return this.title;
  }
  getContent(): string {
    return this.content;
  }
  setContent(content: string): GHtmlOutput {
    this.content = String(content);
    return this.self();
  }
  append(added: string): GHtmlOutput {
    this.content += String(added);
    return this.self();
  }
  setWidth(width: number): GHtmlOutput {
    this.width = width;
    return this.self();
  }
  getWidth(): number {
    return this.width;
  }
  setHeight(height: number): GHtmlOutput {
    this.height = height;
    return this.self();
  }
  getHeight(): number {
    return this.height;
  }
  setSandboxMode(): GHtmlOutput {
    return this.self();
  }
  setXFrameOptionsMode(): GHtmlOutput {
    return this.self();
  }
  addMetaTag(name: string, content: string): GHtmlOutput {
    this.metaTags.push({ name: String(name), content: String(content) });
    return this.self();
  }
}

class EmuHtmlService implements Pick<GHtmlService, 'createHtmlOutput' | 'createHtmlOutputFromFile'> {
  readonly SandboxMode = Object.freeze({ EMULATED: 'EMULATED', IFRAME: 'IFRAME', NATIVE: 'NATIVE' });
  readonly XFrameOptionsMode = Object.freeze({ ALLOWALL: 'ALLOWALL', DEFAULT: 'DEFAULT' });

  constructor(private exec: Exec) {}

  createHtmlOutput(html?: unknown): GHtmlOutput {
    return this.exec.calls.wrap(
      new EmuHtmlOutput(html === undefined ? '' : String(html)),
      'HtmlOutput',
    ) as unknown as GHtmlOutput;
  }
  createHtmlOutputFromFile(filename: string): GHtmlOutput {
    // Apps Script project files have no extension; accept 'Sidebar' and 'Sidebar.html' alike.
    const base = String(filename).replace(/\.html$/, '');
    const file = join(this.exec.distDir, `${base}.html`);
    if (!existsSync(file)) throw exception(this.exec.realm, `No HTML file named ${base} was found.`);
    return this.createHtmlOutput(readFileSync(file, 'utf8'));
  }
}

export function newHtmlService(exec: Exec): GHtmlService {
  return exec.calls.wrap(new EmuHtmlService(exec), 'HtmlService') as unknown as GHtmlService;
}
