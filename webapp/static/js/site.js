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
      const more = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      row.classList.toggle("has-more", more);
      if (row.classList.contains("game-nav-inner")) {
        row.parentElement.classList.toggle("more-right", more);
        row.parentElement.classList.toggle("more-left", row.scrollLeft > 1);
      }
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
  // After SLOW seconds of it the notice says it is taking longer than usual.
  const working = document.getElementById("working-status");
  const SLOW = 15000;
  const workingWords = working ? working.textContent : "";
  let workingSince = 0;

  function askAgain(detail) {
    const config = detail.requestConfig;
    return htmx.ajax(config.verb, config.path, {
      source: detail.elt,
      target: detail.target,
      values: config.formData,
    });
  }

  function showWorking(on) {
    if (!working) return;
    if (on && working.hidden) workingSince = Date.now();
    working.hidden = !on;
    working.textContent = on && Date.now() - workingSince > SLOW ? working.dataset.slow : workingWords;
  }

  document.addEventListener("htmx:afterRequest", function (event) {
    const detail = event.detail;
    const source = detail.elt;
    if (!detail.xhr || !(source instanceof Element)) return;
    if (detail.xhr.status !== 202) {
      source.removeAttribute("aria-busy");
      if (!document.querySelector("[aria-busy=true]")) showWorking(false);
      return;
    }
    source.setAttribute("aria-busy", "true");
    showWorking(true);
    window.setTimeout(function () {
      if (source.isConnected) askAgain(detail);
    }, 250);
  });

  // A request that failed (the server refused it or broke, the connection dropped, or no
  // answer came within htmx's timeout) is never left silent: a notice says what happened and
  // Try again sends it once more, the same way. The server saved nothing it did not answer.
  const failed = document.getElementById("request-failed");
  let failedRequest = null;

  function fail(detail, words) {
    if (!failed || !(detail.elt instanceof Element)) return;
    detail.elt.removeAttribute("aria-busy");
    showWorking(false);
    failedRequest = detail;
    failed.querySelector("[data-failed-words]").textContent = words;
    failed.hidden = false;
    failed.querySelector("[data-retry]").focus({ preventScroll: true });
  }

  document.addEventListener("htmx:responseError", function (event) {
    const xhr = event.detail.xhr;
    const wait = xhr.getResponseHeader("Retry-After");
    let words = "The server could not answer that (error " + xhr.status + ").";
    if (xhr.status === 429) {
      words = "The computer's time for you is used up for now" +
        (wait ? ": try again in " + wait + " seconds." : ".");
    } else if (xhr.status === 404) {
      words = "That page is gone: reload the page to see where things stand.";
    }
    fail(event.detail, words);
  });
  document.addEventListener("htmx:sendError", function (event) {
    fail(event.detail, "No answer: the connection to the site dropped.");
  });
  document.addEventListener("htmx:timeout", function (event) {
    fail(event.detail, "No answer came in time: the site may be busy.");
  });
  if (failed) {
    failed.querySelector("[data-retry]").addEventListener("click", function () {
      const detail = failedRequest;
      failed.hidden = true;
      failedRequest = null;
      if (detail && detail.elt.isConnected) askAgain(detail);
      else window.location.reload();
    });
  }
  // A new answer swapped in puts any old failure away.
  document.addEventListener("htmx:afterSwap", function () {
    if (failed && !failed.hidden) {
      failed.hidden = true;
      failedRequest = null;
    }
  });

  // What answers an action (a verdict, a prompt, the next deal's first field, the first field
  // at fault) is marked autofocus by the page (webapp/rendering.py answers()). In content htmx
  // swaps in, the mark becomes data-answers before htmx would focus it (and scroll the browser's
  // way); then, once every page script has had its say (this listens on the window, which hears
  // the event last), the answer takes the focus and is brought into view: whole when it fits
  // between the top of the screen and a sheet open at its foot, else from its top. A group (a
  // fieldset at fault) gives the focus to its first control.
  function markAnswer(event) {
    const root = event.target;
    if (!(root instanceof Element)) return;
    const marked = root.matches("[autofocus]") ? [root] : root.querySelectorAll("[autofocus]");
    marked.forEach(function (answer) {
      answer.removeAttribute("autofocus");
      answer.setAttribute("data-answers", "");
    });
  }
  window.addEventListener("htmx:afterSwap", markAnswer);
  window.addEventListener("htmx:oobAfterSwap", markAnswer);

  function focusable(element) {
    return element.tabIndex >= 0 || element.hasAttribute("tabindex");
  }

  function reveal(answer) {
    if (!focusable(answer)) {
      const control = answer.querySelector("input, select, textarea, button");
      if (control) answer = control;
    }
    if (document.activeElement !== answer) answer.focus({ preventScroll: true });
    const sheet = document.querySelector("[data-sheet]:not([hidden])");
    const over = sheet && !sheet.contains(answer) && getComputedStyle(sheet).position === "fixed";
    const foot = over ? sheet.getBoundingClientRect().top : window.innerHeight;
    // A field is shown with its label.
    const shown = answer.matches("input, select, textarea") ? answer.closest(".field") || answer : answer;
    const box = shown.getBoundingClientRect();
    const margin = 12;
    // (A browser's own autofocus on a page load may leave it flush with an edge.)
    if (box.top >= 2 && box.bottom <= foot - 2) return;
    if (box.height + 2 * margin > foot) {
      // Taller than the screen: its top near the top, unless it is there already.
      if (box.top >= 0 && box.top < foot * 0.4) return;
      window.scrollBy({ top: box.top - margin, behavior: "instant" });
      return;
    }
    const by = box.top < 0 ? box.top - margin : box.bottom - foot + margin;
    window.scrollBy({ top: by, behavior: "instant" });
  }

  // A form that answers as you change it (the discard page's dealer) keeps the focus on the
  // control you are changing: its answer updates beside it, and nothing moves.
  window.addEventListener("htmx:afterSettle", function (event) {
    const root = event.target;
    if (!(root instanceof Element) || !root.isConnected) return;
    const answer = root.matches("[data-answers]") ? root : root.querySelector("[data-answers]");
    if (!answer) return;
    const config = event.detail.requestConfig;
    const trigger = config && config.triggeringEvent;
    if (trigger && trigger.type === "change" && trigger.target instanceof Element) {
      const changed = trigger.target.id && document.getElementById(trigger.target.id);
      if (changed) changed.focus({ preventScroll: true });
      return;
    }
    reveal(answer);
  });
  const loaded = document.querySelector("[autofocus]");
  if (loaded && document.activeElement === loaded) reveal(loaded);
})();
