// The google.script.run stand-in injected into the real dist/Sidebar.html: every call is POSTed to
// /api/call, which runs the entry point in the emulated dist/Code.js. It is a string of browser
// script (ES2017, no imports) so the sidebar file itself is served unchanged apart from this tag.
export const SHIM_SCRIPT = `(function () {
  function notify(name) {
    try { window.parent.postMessage({ type: 'playground:called', name: name }, location.origin); } catch (e) {}
  }
  function runner(success, failure, user) {
    return new Proxy({}, {
      get: function (_, name) {
        if (name === 'withSuccessHandler') return function (fn) { return runner(fn, failure, user); };
        if (name === 'withFailureHandler') return function (fn) { return runner(success, fn, user); };
        if (name === 'withUserObject') return function (u) { return runner(success, failure, u); };
        if (typeof name !== 'string' || name === 'then') return undefined;
        return function () {
          var args = Array.prototype.slice.call(arguments);
          fetch('/api/call', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: name, args: args })
          }).then(function (r) { return r.json(); }).then(function (res) {
            notify(name);
            if (res.ok) { if (success) success(res.value, user); }
            else if (failure) failure(new Error(res.error), user);
          }, function (e) { if (failure) failure(e instanceof Error ? e : new Error(String(e)), user); });
        };
      }
    });
  }
  window.google = { script: {
    run: runner(null, null, undefined),
    host: { close: function () { try { window.parent.postMessage({ type: 'playground:close-dialog' }, location.origin); } catch (e) {} }, setHeight: function () {}, setWidth: function () {}, editor: { focus: function () {} } }
  } };
  // A form linked by the playground has an emulated Google Forms address (local/emulator/forms.ts): its
  // link in the sidebar opens the playground's stand-in for it, /form, instead.
  document.addEventListener('click', function (e) {
    var a = e.target && e.target.closest ? e.target.closest('a[href^="https://docs.google.com/forms/d/e/emulated-"]') : null;
    if (!a) return;
    e.preventDefault();
    window.open('/form', '_blank', 'noopener');
  });
  // The page tells the sidebar when someone typed in the grid. In Google Sheets the sidebar learns of
  // edits when the organizer comes back to it (a focus event), so that is what is played here.
  window.addEventListener('message', function (e) {
    if (e.origin === location.origin && e.data && e.data.type === 'playground:workbook-changed') {
      window.dispatchEvent(new Event('focus'));
    }
  });
})();`;

/** Puts the shim first in <head>, before the sidebar's own script runs. */
export function injectShim(sidebarHtml: string): string {
  const tag = `<script>${SHIM_SCRIPT}</script>`;
  const i = sidebarHtml.search(/<head[^>]*>/i);
  if (i < 0) return tag + sidebarHtml;
  const end = sidebarHtml.indexOf('>', i) + 1;
  return sidebarHtml.slice(0, end) + tag + sidebarHtml.slice(end);
}
