// A minimal FormApp: what creating the report form calls (src/server/create-form.ts). A form is kept in
// memory only; setDestination adds its responses tab to the emulated spreadsheet, as Google Forms does
// ("Form Responses 1" first, Timestamp then one column per question), whose Sheet.getFormUrl names it.
// Like Apps Script, FormApp refuses when the manifest does not ask for the Forms scope or the user left
// it unticked, with Google's words (docs/PLATFORM.md, With a source): a playground kinder than the
// platform would make forms a real install cannot.
import { exception } from './errors';
import type { Exec } from './exec';
import { FORMS_SCOPE } from './manifest';
import { allocateSheetId, newSheetState } from './store';

type GFormApp = GoogleAppsScript.Forms.FormApp;

export interface EmuFormState {
  id: string;
  title: string;
  description: string;
  items: EmuItem[];
  /** The spreadsheet id responses go to, once setDestination was called. */
  destination: string | null;
}

let nextForm = 1;
let nextItem = 1001;

class EmuItem {
  readonly id = nextItem++;
  private title = '';
  private required = false;
  choices: string[] | null = null;

  constructor(private onTitle: () => void) {}

  getId(): number {
    return this.id;
  }
  getTitle(): string {
    return this.title;
  }
  setTitle(title: string): this {
    this.title = String(title);
    this.onTitle();
    return this;
  }
  isRequired(): boolean {
    return this.required;
  }
  setRequired(required: boolean): this {
    this.required = Boolean(required);
    return this;
  }
  setChoiceValues(values: string[]): this {
    this.choices = values.map(String);
    return this;
  }
  getChoices(): { getValue(): string }[] {
    return (this.choices ?? []).map((v) => ({ getValue: () => v }));
  }
  createResponse(value: string): EmuItemResponse {
    return { item: this, value: String(value) };
  }
}

interface EmuItemResponse {
  item: EmuItem;
  value: string;
}

class EmuFormResponse {
  private answers: EmuItemResponse[] = [];
  constructor(private form: EmuFormState) {}

  withItemResponse(response: EmuItemResponse): this {
    this.answers = [...this.answers.filter((a) => a.item !== response.item), response];
    return this;
  }
  toPrefilledUrl(): string {
    const query = this.answers.map((a) => `&entry.${a.item.id}=${encodeURIComponent(a.value)}`).join('');
    return `${publishedUrl(this.form)}?usp=pp_url${query}`;
  }
}

function publishedUrl(form: EmuFormState): string {
  return `https://docs.google.com/forms/d/e/${form.id}/viewform`;
}

class EmuForm {
  constructor(
    private exec: Exec,
    readonly state: EmuFormState,
  ) {}

  getId(): string {
    return this.state.id;
  }
  getTitle(): string {
    return this.state.title;
  }
  setTitle(title: string): this {
    this.state.title = String(title);
    return this;
  }
  setDescription(text: string): this {
    this.state.description = String(text);
    return this;
  }
  getItems(): EmuItem[] {
    return [...this.state.items];
  }
  addTextItem(): EmuItem {
    return this.add();
  }
  addListItem(): EmuItem {
    return this.add();
  }
  private add(): EmuItem {
    const item = new EmuItem(() => this.writeHeaders());
    this.state.items.push(item);
    return item;
  }
  getPublishedUrl(): string {
    return publishedUrl(this.state);
  }
  getEditUrl(): string {
    return `https://docs.google.com/forms/d/${this.state.id}/edit`;
  }
  createResponse(): EmuFormResponse {
    return new EmuFormResponse(this.state);
  }
  getDestinationId(): string {
    if (!this.state.destination) throw exception(this.exec.realm, 'This form has no response destination.');
    return this.state.destination;
  }
  setDestination(type: string, id: string): this {
    if (type !== 'SPREADSHEET') throw exception(this.exec.realm, `Unsupported destination type: ${type}`);
    if (id !== this.exec.store.id)
      throw exception(this.exec.realm, 'The emulator holds one spreadsheet: the active one.');
    const { store } = this.exec;
    let n = 1;
    while (store.sheets.some((s) => s.name.toLowerCase() === `form responses ${n}`)) n++;
    const tab = newSheetState(allocateSheetId(store), `Form Responses ${n}`);
    tab.formUrl = publishedUrl(this.state);
    store.sheets.unshift(tab);
    this.state.destination = id;
    this.writeHeaders();
    return this;
  }

  /** The responses tab's header row follows the questions, as Forms keeps it. */
  private writeHeaders(): void {
    const tab = this.exec.store.sheets.find((s) => !s.deleted && s.formUrl === publishedUrl(this.state));
    if (!tab) return;
    const headers = ['Timestamp', ...this.state.items.map((i) => i.getTitle())];
    const sheet = this.exec.sheetFor(tab);
    this.exec.calls.silently(() => sheet.getRange(1, 1, 1, headers.length).setValues([headers]));
  }
}

function refuseWithoutScope(exec: Exec, method: string): void {
  if (exec.manifestScopes().includes(FORMS_SCOPE) && !exec.withheldScopes.has(FORMS_SCOPE)) return;
  throw exception(
    exec.realm,
    `You do not have permission to call ${method}. Required permissions: ${FORMS_SCOPE}`,
  );
}

/** Every form made through this FormApp, for tests to look at. */
export function newFormApp(exec: Exec): { app: GFormApp; forms: EmuFormState[] } {
  const forms: EmuFormState[] = [];
  const app = {
    DestinationType: { SPREADSHEET: 'SPREADSHEET' },
    create(title: string) {
      refuseWithoutScope(exec, 'FormApp.create');
      const state: EmuFormState = {
        id: `emu-form-${nextForm++}`,
        title: String(title),
        description: '',
        items: [],
        destination: null,
      };
      forms.push(state);
      return new EmuForm(exec, state);
    },
  };
  return { app: exec.calls.wrap(app, 'FormApp') as unknown as GFormApp, forms };
}
