// The format's own sections (EventState.panels): whatever the server offers for this event and nothing
// else, so Attack Wing's Roll-off and Peak Performance calculator appear only in an Attack Wing event. Each
// is drawn from its data alone: a command's buttons, or a tool's controls (tool-panel.ts).
// A command's buttons send back the arguments the server chose (e.g. the tie to roll off).
import type { CommandPanel, EventState, FormatPanel } from '../shared/types';
import { button, el, section } from './dom';
import { toolSection } from './tool-panel';
import type { Actions } from './ui-state';

function commandSection(p: CommandPanel, actions: Actions): HTMLElement {
  return section(
    p.title,
    { id: `panel-${p.command}`, class: 'format-panel' },
    el('div', { class: 'help' }, p.help),
    p.choices.length
      ? el(
          'div',
          { class: 'choices' },
          ...p.choices.map((c, i) =>
            button(
              `${p.command}-${i + 1}`,
              c.label,
              () => void actions.act('runFormatCommand', { name: p.command, args: c.args }),
            ),
          ),
        )
      : el('div', { class: 'muted', id: `${p.command}-none` }, p.none),
  );
}

function panel(p: FormatPanel, actions: Actions): HTMLElement {
  switch (p.kind) {
    case 'command':
      return commandSection(p, actions);
    case 'tool':
      return toolSection(p);
  }
}

export function formatPanels(s: EventState, actions: Actions): HTMLElement[] {
  return (s.panels ?? []).map((p) => panel(p, actions));
}
