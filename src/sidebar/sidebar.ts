// The sidebar: a setup wizard, then a dashboard (round, progress, the next sensible action, problems,
// players, round timer, export, sharing). Everything from the sheet is inserted as text nodes (never
// innerHTML), so a player called <img onerror=...> is shown, not run.
import { actions } from './app';
import { startHallScreen } from './hall-screen';
import { startReportCodes } from './report-codes';
import { keepReportsFresh, wantsReportRefresh } from './report-queue';
import { ui } from './ui-state';

function startSidebar(): void {
  // The sheet may have changed while the organizer was typing in it: re-read when they come back.
  let focusTimer: number | undefined;
  window.addEventListener('focus', () => {
    window.clearTimeout(focusTimer);
    focusTimer = window.setTimeout(() => {
      if (ui.busy || !ui.state?.ready || document.getElementById('confirm')) return;
      void actions.refresh();
    }, 150);
  });
  // Players' reports arrive while the organizer looks elsewhere: a running round re-reads them itself.
  keepReportsFresh(actions);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden && !ui.busy && wantsReportRefresh(ui.state)) void actions.refresh();
  });
  void actions.refresh(true);
}

// showHallScreen and showReportCodes serve this same page in a large dialog, marked on <body>.
const view = document.body.dataset.view;
if (view === 'hall') startHallScreen();
else if (view === 'report-codes') startReportCodes();
else startSidebar();
