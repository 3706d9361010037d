// Every page: on a phone the site's pages fold behind a Menu button, and the game's row of
// pages slides sideways, faded at the edge while more of it is off to the right; bring the
// current page's entry into view in each row, so the row shows where you are. Without this
// file the rows still slide. And a shared result's "Copy link" button, and a calculator's
// field at fault brought into view; and a request whose costly work is still running asked
// again until it is done.
(function () {
  "use strict";
  const menu = document.querySelector(".menu-button");
  if (menu) {
    menu.hidden = false;
    document.documentElement.classList.add("has-menu");
    menu.addEventListener("click", function () {
      menu.setAttribute("aria-expanded", String(menu.getAttribute("aria-expanded") !== "true"));
    });
  }
  document.querySelectorAll(".site-nav, .game-nav-inner").forEach(function (row) {
    const fade = function () {
      row.classList.toggle("has-more", row.scrollLeft + row.clientWidth < row.scrollWidth - 1);
    };
    row.addEventListener("scroll", fade, { passive: true });
    const current = row.querySelector("[aria-current]");
    if (current && row.scrollWidth > row.clientWidth) {
      const left = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
      row.scrollLeft = Math.max(0, left - row.offsetLeft);
    }
    fade();
  });

  // Every page with a result to share (the calculators, the trainer): "Copy link" puts the
  // permalink beside it on the clipboard. Shown only where the clipboard can be written, and
  // again on each result htmx swaps in.
  function showCopyButtons() {
    if (!navigator.clipboard) return;
    document.querySelectorAll("[data-copy-link][hidden]").forEach(function (button) {
      button.hidden = false;
    });
  }
  document.addEventListener("click", function (event) {
    const copy = event.target instanceof Element && event.target.closest("[data-copy-link]");
    if (!copy) return;
    const link = copy.parentElement.querySelector("a");
    navigator.clipboard.writeText(link.href).then(
      function () { copy.textContent = "Copied"; },
      function () { copy.textContent = "Select the link to copy it"; }
    );
  });
  document.addEventListener("htmx:afterSettle", showCopyButtons);
  showCopyButtons();

  // Costly work still running on the task queue (a 202: webapp/following.py): say so, and ask
  // again in a moment the same way, with the same fields (the button pressed included), from
  // the same element into the same place; the answer replaces the notice. The server holds a
  // repeated question until the work is done or a second has passed, so the page asks again
  // at once (Retry-After is for clients of the API).
  const working = document.getElementById("working-status");
  document.addEventListener("htmx:afterRequest", function (event) {
    const detail = event.detail;
    const source = detail.elt;
    if (!detail.xhr || !(source instanceof Element)) return;
    if (detail.xhr.status !== 202) {
      source.removeAttribute("aria-busy");
      if (working && !document.querySelector("[aria-busy=true]")) working.hidden = true;
      return;
    }
    const config = detail.requestConfig;
    source.setAttribute("aria-busy", "true");
    if (working) working.hidden = false;
    window.setTimeout(function () {
      if (!source.isConnected) return;
      htmx.ajax(config.verb, config.path, {
        source: source,
        target: detail.target,
        values: config.formData,
      });
    }, 250);
  });

  // A calculator's form, or a score sheet's entry, sent back with mistakes (a 400): the first
  // field at fault takes the focus, which brings it into view; on a phone it may be far above
  // the result.
  document.addEventListener("htmx:afterSettle", function (event) {
    if (!event.detail.xhr || event.detail.xhr.status !== 400) return;
    const field = document.querySelector(
      ".tool-form [aria-invalid=true], .keep-form [aria-invalid=true]"
    );
    if (field) field.focus();
  });
})();
