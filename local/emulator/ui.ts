import type { Exec } from './exec';

type GUi = GoogleAppsScript.Base.Ui;
type GMenu = GoogleAppsScript.Base.Menu;
type GButton = GoogleAppsScript.Base.Button;

export type MenuEntry =
  | { caption: string; functionName: string }
  | { separator: true }
  | { subMenu: MenuRecord };

export interface MenuRecord {
  /** null for createAddonMenu(), whose caption is the add-on's name. */
  caption: string | null;
  addon: boolean;
  items: MenuEntry[];
}

export interface ShownHtml {
  title: string;
  content: string;
  width?: number;
  height?: number;
}

export interface AlertRecord {
  title: string | null;
  prompt: string;
  buttons: string | null;
  response: string;
}

/** What the script showed the user during one execution, for tests to assert. */
export interface UiRecords {
  menus: MenuRecord[];
  sidebar: ShownHtml | null;
  sidebars: ShownHtml[];
  dialogs: (ShownHtml & { modal: boolean; dialogTitle: string })[];
  alerts: AlertRecord[];
  prompts: (AlertRecord & { text: string })[];
  toasts: { msg: string; title: string; timeoutSeconds: number | null }[];
  /** Queued answers for the next alert/prompt calls; when empty the first button of the set wins. */
  alertResponses: string[];
  promptResponses: { button: string; text: string }[];
}

export function newUiRecords(): UiRecords {
  return {
    menus: [],
    sidebar: null,
    sidebars: [],
    dialogs: [],
    alerts: [],
    prompts: [],
    toasts: [],
    alertResponses: [],
    promptResponses: [],
  };
}

export const Button = Object.freeze({
  CLOSE: 'CLOSE',
  OK: 'OK',
  CANCEL: 'CANCEL',
  YES: 'YES',
  NO: 'NO',
}) as unknown as typeof GoogleAppsScript.Base.Button;

export const ButtonSet = Object.freeze({
  OK: 'OK',
  OK_CANCEL: 'OK_CANCEL',
  YES_NO: 'YES_NO',
  YES_NO_CANCEL: 'YES_NO_CANCEL',
}) as unknown as typeof GoogleAppsScript.Base.ButtonSet;

function defaultButton(set: string | null): string {
  return set === 'YES_NO' || set === 'YES_NO_CANCEL' ? 'YES' : 'OK';
}

class EmuMenu implements Pick<GMenu, 'addItem' | 'addSeparator' | 'addSubMenu' | 'addToUi'> {
  constructor(
    private exec: Exec,
    readonly record: MenuRecord,
  ) {}
  private self(): GMenu {
    return this as unknown as GMenu;
  }
  addItem(caption: string, functionName: string): GMenu {
    this.record.items.push({ caption: String(caption), functionName: String(functionName) });
    return this.self();
  }
  addSeparator(): GMenu {
    this.record.items.push({ separator: true });
    return this.self();
  }
  addSubMenu(menu: GMenu): GMenu {
    this.record.items.push({ subMenu: (menu as unknown as EmuMenu).record });
    return this.self();
  }
  addToUi(): void {
    this.exec.ui.menus.push(this.record);
  }
}

function htmlOf(output: GoogleAppsScript.HTML.HtmlOutput): ShownHtml {
  const shown: ShownHtml = { title: output.getTitle(), content: output.getContent() };
  const width = output.getWidth();
  const height = output.getHeight();
  if (width) shown.width = width;
  if (height) shown.height = height;
  return shown;
}

type UiMethods =
  | 'alert'
  | 'prompt'
  | 'createMenu'
  | 'createAddonMenu'
  | 'showSidebar'
  | 'showModalDialog'
  | 'showModelessDialog';

export class EmuUi implements Pick<GUi, UiMethods> {
  readonly Button = Button;
  readonly ButtonSet = ButtonSet;

  constructor(private exec: Exec) {}

  private menu(caption: string | null, addon: boolean): GMenu {
    return this.exec.calls.wrap(
      new EmuMenu(this.exec, { caption, addon, items: [] }),
      'Menu',
    ) as unknown as GMenu;
  }
  createMenu(caption: string): GMenu {
    return this.menu(String(caption), false);
  }
  createAddonMenu(): GMenu {
    return this.menu(null, true);
  }
  alert(a: string, b?: unknown, c?: unknown): GButton {
    const titled = c !== undefined;
    const record: AlertRecord = {
      title: titled ? String(a) : null,
      prompt: String(titled ? b : a),
      buttons: (titled ? c : b) === undefined ? null : String(titled ? c : b),
      response: '',
    };
    record.response = this.exec.ui.alertResponses.shift() ?? defaultButton(record.buttons);
    this.exec.ui.alerts.push(record);
    return record.response as unknown as GButton;
  }
  prompt(a: string, b?: unknown, c?: unknown): GoogleAppsScript.Base.PromptResponse {
    const titled = c !== undefined;
    const buttons = (titled ? c : b) === undefined ? null : String(titled ? c : b);
    const answer = this.exec.ui.promptResponses.shift() ?? { button: defaultButton(buttons), text: '' };
    this.exec.ui.prompts.push({
      title: titled ? String(a) : null,
      prompt: String(titled ? b : a),
      buttons,
      response: answer.button,
      text: answer.text,
    });
    const response = {
      getResponseText: () => answer.text,
      getSelectedButton: () => answer.button as unknown as GButton,
    };
    return this.exec.calls.wrap(response, 'PromptResponse');
  }
  showSidebar(output: GoogleAppsScript.HTML.HtmlOutput): void {
    const shown = this.exec.calls.silently(() => htmlOf(output));
    this.exec.ui.sidebar = shown;
    this.exec.ui.sidebars.push(shown);
  }
  showModalDialog(output: GoogleAppsScript.HTML.HtmlOutput, title: string): void {
    const shown = this.exec.calls.silently(() => htmlOf(output));
    this.exec.ui.dialogs.push({ ...shown, dialogTitle: String(title), modal: true });
  }
  showModelessDialog(output: GoogleAppsScript.HTML.HtmlOutput, title: string): void {
    const shown = this.exec.calls.silently(() => htmlOf(output));
    this.exec.ui.dialogs.push({ ...shown, dialogTitle: String(title), modal: false });
  }
}
